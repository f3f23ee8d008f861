// The contract's general refusals, performed on the mock: a body that is not JSON, one over the size
// limit, a list filter outside its enum, and values of the wrong type or out of bounds.
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../testing/customer-client';
import { REQUESTS } from '../testing/financing-fixtures';
import { codesOf } from '../testing/mock-api';
import { MAX_JSON_BODY_BYTES } from './request-bodies';
import { webAppConfig } from '../db/web-app-config';

const PROFILE = '/customer/api/v1/profile';

describe('request bodies', () => {
  it('answers a body that does not parse with 400 body__invalid', async () => {
    const answer = await signedInClient().put(PROFILE, {
      raw: '{"email": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect([answer.status, codesOf(answer)]).toEqual([400, ['body__invalid']]);
  });

  it('answers a JSON body over the limit with 413 body__too_large, and takes one just under it', async () => {
    const client = signedInClient();
    const padded = (size: number) => {
      const body = JSON.stringify({ email: 'sara.q@example.com', padding: '' });
      return body.replace('"padding":""', `"padding":"${'x'.repeat(size - body.length)}"`);
    };
    const headers = { 'Content-Type': 'application/json' };
    const over = await client.put(PROFILE, { raw: padded(MAX_JSON_BODY_BYTES + 1), headers });
    expect([over.status, codesOf(over)]).toEqual([413, ['body__too_large']]);
    const under = await client.put(PROFILE, { raw: padded(MAX_JSON_BODY_BYTES), headers });
    expect(under.status).toBe(200);
  });
});

describe('bodies of any media type', () => {
  const big = 'x'.repeat(20 * 1024 * 1024);

  it('answers a 20 MB text/plain body with 413 body__too_large, unread', async () => {
    const answer = await signedInClient().put(PROFILE, {
      raw: big,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect([answer.status, codesOf(answer)]).toEqual([413, ['body__too_large']]);
  });

  it.each([
    ['text/plain', 'email=x'],
    ['application/x-www-form-urlencoded', 'email=x'],
    ['application/xml', '<email>x</email>'],
    [
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--b--',
    ],
  ])('answers %s on a JSON operation with 415 body__unsupported_media_type', async (type, raw) => {
    const answer = await signedInClient().put(PROFILE, { raw, headers: { 'Content-Type': type } });
    expect([answer.status, codesOf(answer)]).toEqual([415, ['body__unsupported_media_type']]);
  });

  it('answers a body without a media type with 415', async () => {
    const answer = await signedInClient().post('/customer/api/v1/sign-out', {
      raw: new Blob(['x']),
    });
    expect([answer.status, codesOf(answer)]).toEqual([415, ['body__unsupported_media_type']]);
  });

  it('answers text/plain on an operation without a body with 415', async () => {
    const answer = await signedInClient().post('/customer/api/v1/notifications/mark-all-read', {
      raw: 'x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect([answer.status, codesOf(answer)]).toEqual([415, ['body__unsupported_media_type']]);
  });

  it('answers JSON on an upload with 415, and an upload body over its limit with 413', async () => {
    const client = signedInClient();
    const documents = `${REQUESTS}56/documents/`;
    const json = await client.post(documents, { json: { kind: 'national_id' } });
    expect([json.status, codesOf(json)]).toEqual([415, ['body__unsupported_media_type']]);
    const over = await client.post(documents, {
      raw: 'x'.repeat(webAppConfig.document_max_bytes + 64 * 1024 + 1),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect([over.status, codesOf(over)]).toEqual([413, ['file__too_large']]);
    const cv = await client.post('/customer/api/v1/careers/applications', {
      raw: 'x'.repeat(webAppConfig.cv_max_bytes + 64 * 1024 + 1),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect([cv.status, codesOf(cv)]).toEqual([413, ['cv__too_large']]);
  });
});

describe('list filters', () => {
  it.each(['/customer/api/v1/reservations/', REQUESTS])(
    '%s refuses a status its enum does not list instead of answering an empty list',
    async (path) => {
      const client = signedInClient();
      const bogus = await client.get(`${path}?status=bogus`);
      expect([bogus.status, codesOf(bogus)]).toEqual([400, ['status__invalid']]);
      const mixed = await client.get(`${path}?status=canceled&status=bogus`);
      expect(codesOf(mixed)).toEqual(['status__invalid']);
      expect((await client.get(`${path}?status=canceled`)).status).toBe(200);
    },
  );
});

describe('field values', () => {
  it("answers a wrong type with the field's __invalid code, not __required", async () => {
    const client = signedInClient();
    const answer = await client.patch(`${REQUESTS}56/`, {
      json: { monthly_income: 'lots', age: 101 },
    });
    expect([answer.status, codesOf(answer).sort()]).toEqual([
      400,
      ['age__invalid', 'monthly_income__invalid'],
    ]);
  });
});
