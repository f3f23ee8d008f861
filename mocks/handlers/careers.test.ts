import { describe, expect, it } from 'vitest';
import { MockApi, codesOf } from '../testing/mock-api';
import { multipart } from '../testing/multipart';

const APPLY = '/customer/api/v1/careers/applications';
const PDF = 'application/pdf';
type Cv = { type: string; bytes: Uint8Array } | null;

function application(
  fields: Record<string, string> = {},
  cv: Cv = { type: PDF, bytes: new TextEncoder().encode('%PDF-1.4') },
) {
  const values = {
    opening_id: '12',
    full_name: 'Sara Al Qahtani',
    email: 'sara@example.com',
    phone_number: '0551234567',
    ...fields,
  };
  return multipart(values, cv && { field: 'cv', name: 'cv', ...cv });
}

async function apply({ body, contentType }: ReturnType<typeof application>) {
  const client = new MockApi('en');
  await client.start();
  return client.call('POST', APPLY, { raw: body, headers: { 'Content-Type': contentType } });
}

describe('careers', () => {
  it('lists open openings newest first, bilingual, filtered', async () => {
    const client = new MockApi('en');
    const page = await client.get<{ count: number; results: { id: number; title: string }[] }>(
      '/api/v1/careers/openings/',
    );
    expect(page.body.results[0]?.title).toBe('Senior front-end developer');
    expect(page.body.results.map((opening) => opening.id)).not.toContain(11);
    client.language = 'ar';
    const search = await client.get<{ results: { title: string }[] }>(
      '/api/v1/careers/openings/?search=محلل',
    );
    expect(search.body.results.map((opening) => opening.title)).toEqual(['محلل ائتمان']);
    const inJeddah = await client.get<{ count: number }>('/api/v1/careers/openings/?city=2');
    expect(inJeddah.body.count).toBe(2);
    expect(codesOf(await client.get('/api/v1/careers/openings/?page=9'))).toEqual([
      'page__invalid',
    ]);
  });

  it('answers one opening, closed ones included, and 404 for unknown ones', async () => {
    const client = new MockApi('en');
    expect((await client.get('/api/v1/careers/openings/11/')).status).toBe(200);
    expect(codesOf(await client.get('/api/v1/careers/openings/999/'))).toEqual([
      'opening__not_found',
    ]);
  });

  it('receives an application with a CV', async () => {
    const answer = await apply(application());
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ reference: expect.stringMatching(/^JA-\d{4}-\d{6}$/) });
  });

  it('refuses a CV over cv_max_bytes with 413', async () => {
    const big = { type: PDF, bytes: new Uint8Array(5 * 1024 * 1024 + 1) };
    const answer = await apply(application({}, big));
    expect([answer.status, codesOf(answer)]).toEqual([413, ['cv__too_large']]);
  });

  it('checks the fields, the CV type and the opening', async () => {
    const image = { type: 'image/gif', bytes: new TextEncoder().encode('GIF89a') };
    expect(codesOf(await apply(application({}, image)))).toEqual(['cv__invalid_type']);
    expect(codesOf(await apply(application({ opening_id: '999' })))).toEqual([
      'opening__not_found',
    ]);
    const empty = await apply(
      application({ opening_id: '', full_name: '', email: 'x', phone_number: '1' }, null),
    );
    expect(codesOf(empty)).toEqual([
      'opening__required',
      'full_name__required',
      'email__invalid',
      'phone_number__invalid',
      'cv__required',
    ]);
    const closed = await apply(application({ opening_id: '11' }));
    expect([closed.status, codesOf(closed)]).toEqual([409, ['opening__closed']]);
  });
});
