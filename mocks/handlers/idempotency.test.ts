import { describe, expect, it } from 'vitest';
import { submissions } from '../db/forms';
import type { FinancingRequest } from '../../generated/model';
import { signedInClient } from '../testing/customer-client';
import { filledRequest, one, uploadNeededDocuments } from '../testing/financing-fixtures';
import { codesOf, MockApi } from '../testing/mock-api';

const FEEDBACK = '/customer/api/v1/feedback';
const message = (text = 'Please add more villas in Al Narjis.') => ({
  full_name: 'Sara Al Qahtani',
  email: 'sara@example.com',
  phone_number: '0551234567',
  reason: 'suggestion',
  text,
});

async function visitor() {
  const client = new MockApi('en');
  await client.start();
  return client;
}

describe('Idempotency-Key on the calls that create', () => {
  it('answers a repeat with the first answer and does the work once', async () => {
    const client = await visitor();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await client.post(FEEDBACK, { json: message(), headers });
    const again = await client.post(FEEDBACK, { json: message(), headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(submissions).toHaveLength(1);
  });

  it('refuses the same key with another body, and a key that is not a UUID', async () => {
    const client = await visitor();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    await client.post(FEEDBACK, { json: message(), headers });
    const other = await client.post(FEEDBACK, {
      json: message('Another message entirely.'),
      headers,
    });
    expect(other.status).toBe(409);
    expect(codesOf(other)).toEqual(['idempotency_key__mismatch']);
    const malformed = await client.post(FEEDBACK, {
      json: message(),
      headers: { 'Idempotency-Key': 'again' },
    });
    expect(codesOf(malformed)).toEqual(['idempotency_key__invalid']);
  });

  it('keeps no refusal: the same key is checked again once its cause is fixed', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    expect(codesOf(await client.post(one(request.id, 'submit'), { headers }))).toEqual([
      'documents__missing',
    ]);
    await uploadNeededDocuments(client, request.id);
    const passed = await client.post<FinancingRequest>(one(request.id, 'submit'), { headers });
    expect(passed.status).toBe(200);
    const again = await client.post<FinancingRequest>(one(request.id, 'submit'), { headers });
    expect([again.status, again.body]).toEqual([200, passed.body]);
  });

  it('does the work each time without a key, and keeps no refusal of a server failure', async () => {
    const client = await visitor();
    await client.post(FEEDBACK, { json: message() });
    await client.post(FEEDBACK, { json: message() });
    expect(submissions).toHaveLength(2);
  });
});
