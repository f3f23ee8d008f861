import { describe, expect, it } from 'vitest';
import { DELETED_IDS } from '../db/catalogue';
import { MockApi, codesOf } from '../testing/mock-api';

const LEADS = '/customer/api/v1/leads';

async function visitor() {
  const client = new MockApi('en');
  await client.start();
  return client;
}

const leadsOf = async (client: MockApi) =>
  (await client.get<{ leads: unknown[] }>('/__mock/stats')).body.leads;

describe('leads', () => {
  it('records a tap on call or WhatsApp for a unit, a property and a project', async () => {
    const client = await visitor();
    const before = (await leadsOf(client)).length;
    const taps = [
      { listing_kind: 'unit', listing_id: 501, channel: 'whatsapp' },
      { listing_kind: 'property', listing_id: 1036, channel: 'call' },
      { listing_kind: 'project', listing_id: 3, channel: 'call' },
    ];
    for (const tap of taps) {
      const answer = await client.post<{ id: number; created_at: string }>(LEADS, { json: tap });
      expect(answer.status).toBe(201);
      expect(answer.body.id).toBeGreaterThan(0);
    }
    expect((await leadsOf(client)).slice(before)).toEqual(taps);
  });

  it('lists every failing field, and answers 404 for a listing that does not exist', async () => {
    const client = await visitor();
    const invalid = await client.post(LEADS, {
      json: { listing_kind: 'agency', listing_id: 0 },
    });
    expect([invalid.status, codesOf(invalid)]).toEqual([
      400,
      ['listing_kind__invalid', 'listing_id__invalid', 'channel__required'],
    ]);
    const missing = await client.post(LEADS, {
      json: { listing_kind: 'unit', listing_id: DELETED_IDS.unit, channel: 'call' },
    });
    expect([missing.status, codesOf(missing)]).toEqual([404, ['listing__not_found']]);
    expect(await leadsOf(client)).toEqual([]);
  });

  it('refuses a call without the CSRF header', async () => {
    const client = await visitor();
    const refused = await client.post(LEADS, {
      json: { listing_kind: 'unit', listing_id: 501, channel: 'call' },
      csrf: false,
    });
    expect([refused.status, codesOf(refused)]).toEqual([403, ['csrf__invalid']]);
  });
});
