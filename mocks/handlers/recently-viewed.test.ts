// The listings a customer opened lately: newest first, each once, at most 12, per customer.
import { describe, expect, it } from 'vitest';
import type { RecentlyViewedList } from '../../generated/model';
import { MockApi, codesOf, expectAnswer } from '../testing/mock-api';

const VIEWED = '/customer/api/v1/recently-viewed/';

async function demo(): Promise<MockApi> {
  const api = new MockApi('en');
  await api.reset();
  await api.signIn();
  return api;
}

const listed = async (api: MockApi) =>
  (await api.get<RecentlyViewedList>(VIEWED)).body.results.map((item) => [
    item.kind,
    item.listing_id,
  ]);

describe('recently viewed listings', () => {
  it('keeps each listing once, the last opened first, and forgets them all on demand', async () => {
    const api = await demo();
    expectAnswer(await api.put(`${VIEWED}unit/501`), 200);
    expectAnswer(await api.put(`${VIEWED}project/1`), 200);
    const again = await api.put(`${VIEWED}unit/501`);
    expectAnswer(again, 200);
    expect(again.body).toMatchObject({ kind: 'unit', listing_id: 501, title: expect.any(String) });
    expect(await listed(api)).toEqual([
      ['unit', 501],
      ['project', 1],
    ]);
    expectAnswer(await api.delete(VIEWED), 204);
    expect(await listed(api)).toEqual([]);
  });

  it('keeps the last 12', async () => {
    const api = await demo();
    const units = Array.from({ length: 14 }, (_, index) => 501 + index).filter((id) => id !== 505);
    for (const id of units) expectAnswer(await api.put(`${VIEWED}unit/${id}`), 200);
    const list = await listed(api);
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual(['unit', units.at(-1)]);
    expect(list).not.toContainEqual(['unit', units[0]]);
  });

  it('refuses unknown listings, guests and calls without the CSRF header', async () => {
    const api = await demo();
    expect(codesOf(await api.put(`${VIEWED}unit/9999`))).toEqual(['unit__not_found']);
    expect(codesOf(await api.put(`${VIEWED}property/9999`))).toEqual(['property__not_found']);
    expectAnswer(await api.put(`${VIEWED}unit/501`, { csrf: false }), 403, 'csrf__invalid');
    const guest = new MockApi('en');
    await guest.start();
    expectAnswer(await guest.get(VIEWED), 401, 'authentication__required');
  });
});
