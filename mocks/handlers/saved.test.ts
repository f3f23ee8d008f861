// Saved homes, saved searches and the market on the mock's clock that feeds their alerts.
import { describe, expect, it } from 'vitest';
import type { NotificationPage, SavedHomeList, SavedSearch } from '../../generated/model';
import { DEMO, MockApi, NEW_SIGN_UP, codesOf, expectAnswer, field } from '../testing/mock-api';

const HOMES = '/customer/api/v1/saved-homes/';
const SEARCHES = '/customer/api/v1/saved-searches/';
const NOTIFICATIONS = '/customer/api/v1/notifications/?page_size=50';
async function demo(): Promise<MockApi> {
  const api = new MockApi('en');
  await api.reset();
  await api.signIn();
  return api;
}

const kindsOf = async (api: MockApi) =>
  (await api.get<NotificationPage>(NOTIFICATIONS)).body.results.map((item) => item.kind);

describe('saved homes', () => {
  it('saves, lists and removes a listing of each kind, idempotently', async () => {
    const api = await demo();
    expectAnswer(await api.put(`${HOMES}unit/501`), 200);
    expectAnswer(await api.put(`${HOMES}unit/501`), 200);
    expectAnswer(await api.put(`${HOMES}project/1`), 200);
    const listed = await api.get<SavedHomeList>(HOMES);
    expect(listed.body.results.map((item) => [item.kind, item.listing_id])).toEqual([
      ['project', 1],
      ['unit', 501],
    ]);
    expect(listed.body.results[1]).toMatchObject({ available: true, price: expect.any(Number) });
    expectAnswer(await api.delete(`${HOMES}unit/501`), 204);
    expectAnswer(await api.delete(`${HOMES}unit/501`), 204);
    expect((await api.get<SavedHomeList>(HOMES)).body.count).toBe(1);
  });

  it('refuses unknown listings, guests and calls without the CSRF header', async () => {
    const api = await demo();
    expect(codesOf(await api.put(`${HOMES}unit/9999`))).toEqual(['unit__not_found']);
    expect(codesOf(await api.put(`${HOMES}property/9999`))).toEqual(['property__not_found']);
    expect(codesOf(await api.put(`${HOMES}unit/505`))).toEqual(['unit__not_found']);
    expectAnswer(await api.put(`${HOMES}unit/501`, { csrf: false }), 403, 'csrf__invalid');
    const guest = new MockApi('en');
    await guest.start();
    expectAnswer(await guest.get(HOMES), 401, 'authentication__required');
  });

  it('tells a saved unit that is for sale again and each price drop', async () => {
    const api = await demo();
    expectAnswer(await api.put(`${HOMES}unit/503`), 200);
    expectAnswer(await api.put(`${HOMES}unit/501`), 200);
    const before = (await api.get<SavedHomeList>(HOMES)).body.results;
    expect(before.find((item) => item.listing_id === 503)?.available).toBe(false);
    await api.advanceActive(60 * 60);
    expect(await kindsOf(api)).toContain('saved_home_available');
    await api.advanceActive(2 * 60 * 60);
    const page = (await api.get<NotificationPage>(NOTIFICATIONS)).body.results;
    const drops = page.filter((item) => item.kind === 'saved_home_price_drop');
    expect(drops.map((item) => item.link).sort()).toEqual(['/units/501', '/units/503']);
    const after = (await api.get<SavedHomeList>(HOMES)).body.results;
    expect(after.find((item) => item.listing_id === 501)!.price!).toBeLessThan(
      before.find((item) => item.listing_id === 501)!.price!,
    );
  });
});

describe('saved searches', () => {
  const BODY = { name: 'Cheap units', kind: 'units', query: 'price_max=2000000', alert: 'instant' };

  it('creates, renames, changes the alert and deletes', async () => {
    const api = await demo();
    const created = await api.post<SavedSearch>(SEARCHES, { json: BODY });
    expectAnswer(created, 201);
    expect(created.body).toMatchObject({ ...BODY, new_results: 0 });
    const id = created.body.id;
    const renamed = await api.patch<SavedSearch>(`${SEARCHES}${id}/`, {
      json: { name: '  Riyadh  ', alert: 'daily' },
    });
    expect(renamed.body).toMatchObject({ name: 'Riyadh', alert: 'daily' });
    expect((await api.get<{ count: number }>(SEARCHES)).body.count).toBe(1);
    expectAnswer(await api.delete(`${SEARCHES}${id}/`), 204);
    expectAnswer(await api.delete(`${SEARCHES}${id}/`), 404, 'saved_search__not_found');
  });

  it('names every invalid field at once', async () => {
    const api = await demo();
    const refused = await api.post(SEARCHES, {
      json: { name: ' ', kind: 'agencies', query: 'x'.repeat(1001), alert: 'hourly' },
    });
    expectAnswer(refused, 400);
    expect(codesOf(refused).sort()).toEqual(
      ['alert__invalid', 'kind__invalid', 'name__required', 'query__invalid'].sort(),
    );
  });

  it('lists a new match every hour, alerts at once, counts it until the next visit', async () => {
    const api = await demo();
    const { id } = (await api.post<SavedSearch>(SEARCHES, { json: BODY })).body;
    await api.advanceActive(60 * 60);
    const match = (await api.get<NotificationPage>(NOTIFICATIONS)).body.results[0]!;
    expect(match).toMatchObject({ kind: 'saved_search_match', read: false });
    expect(match.title).toContain('Cheap units');
    const unit = await api.get<{ price: number; status: string }>(`/api/v1${match.link}/`);
    expectAnswer(unit, 200);
    expect(unit.body.price).toBeLessThanOrEqual(2_000_000);
    expect((await api.get<{ results: SavedSearch[] }>(SEARCHES)).body.results[0]?.new_results).toBe(
      1,
    );
    expect((await api.post<SavedSearch>(`${SEARCHES}${id}/visit`)).body.new_results).toBe(0);
  });

  it('matches a search saved from the units page in its own names (group=villa)', async () => {
    const api = await demo();
    const query = 'group=villa&city=2';
    await api.post(SEARCHES, { json: { ...BODY, query } });
    await api.advanceActive(60 * 60);
    const match = (await api.get<NotificationPage>(NOTIFICATIONS)).body.results[0]!;
    const unit = await api.get<{ type: string; project: { city_name: string } }>(
      `/api/v1${match.link}/`,
    );
    expect(unit.body.type).toBe('house');
    expect(unit.body.project.city_name).toBe('Jeddah');
  });

  it('sends one summary a day for a daily alert and nothing when off', async () => {
    const api = await demo();
    await api.post(SEARCHES, { json: { ...BODY, alert: 'daily' } });
    await api.post(SEARCHES, { json: { ...BODY, name: 'Quiet', alert: 'off' } });
    await api.advanceActive(23 * 60 * 60);
    expect(await kindsOf(api)).not.toContain('saved_search_match');
    await api.advanceActive(60 * 60);
    const page = (await api.get<NotificationPage>(NOTIFICATIONS)).body.results;
    const summaries = page.filter((item) => item.kind === 'saved_search_match');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.link).toBe('/units?price_max=2000000');
  });

  it('escapes the name in the alert and keeps customers apart', async () => {
    const api = await demo();
    const { id } = (
      await api.post<SavedSearch>(SEARCHES, { json: { ...BODY, name: '<img src=x onerror=1>' } })
    ).body;
    await api.advanceActive(60 * 60);
    const first = (await api.get<NotificationPage>(NOTIFICATIONS)).body.results[0]!;
    expect(first.title).not.toContain('<img');
    const other = new MockApi('en');
    await other.start();
    const started = await other.post('/customer/api/v1/sign-up', { json: NEW_SIGN_UP });
    await other.post('/customer/api/v1/sign-up/otp', {
      json: { sid: field(started, 'sid'), otp: DEMO.otp },
    });
    expectAnswer(await other.delete(`${SEARCHES}${id}/`), 404, 'saved_search__not_found');
  });
});
