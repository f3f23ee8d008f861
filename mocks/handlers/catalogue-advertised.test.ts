import { afterEach, describe, expect, it } from 'vitest';
import { resetMockDb } from '../db';
import { setUnitStatus, unadvertisedReason, units } from '../db/catalogue';
import { MockApi } from '../testing/mock-api';

type Json = Record<string, unknown> & {
  results: Array<Record<string, unknown>>;
  count: number;
  errors: string[];
};

async function get(path: string, scenario?: string) {
  const api = new MockApi('en');
  if (scenario) api.scenario(scenario);
  return api.get<Json>(path);
}

async function body(path: string) {
  const answer = await get(path);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

/** Every id a list gives, page after page. */
async function listIds(path: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const found = await body(`${path}?page_size=100&page=${page}`);
    ids.push(...found.results.map((item) => item.id as number));
    if (ids.length >= found.count) return ids;
  }
}

const published = async (kind: string) =>
  (await body(`/api/v1/published-listings/?kind=${kind}`)).results.map((item) => item.id);

afterEach(() => resetMockDb());

describe('whether a listing is advertised', () => {
  it('has one rule: withdrawn, then sold, then an expired licence', () => {
    const state = { withdrawn: false, sold: false, licenseExpired: false };
    expect(unadvertisedReason(state)).toBeNull();
    expect(unadvertisedReason({ ...state, licenseExpired: true })).toBe('license_expired');
    expect(unadvertisedReason({ ...state, sold: true, licenseExpired: true })).toBe('sold');
    expect(unadvertisedReason({ withdrawn: true, sold: true, licenseExpired: true })).toBe(
      'withdrawn',
    );
  });

  it.each([
    ['units/501', null],
    ['units/504', 'sold'],
    ['units/505', 'withdrawn'],
    ['units/507', 'license_expired'],
    ['units/613', 'withdrawn'],
    ['properties/1001', null],
    ['properties/1004', 'sold'],
    ['properties/1066', 'license_expired'],
    ['properties/1070', 'withdrawn'],
    ['properties/1080', 'sold'],
    ['projects/1', null],
    ['projects/12', 'withdrawn'],
  ])('answers %s with its reason (%s), and lists it only when advertised', async (path, reason) => {
    const detail = await body(`/api/v1/${path}/`);
    expect(detail).toMatchObject({ advertised: reason === null, unadvertised_reason: reason });
    const [list, id] = path.split('/');
    expect((await listIds(`/api/v1/${list}/`)).includes(Number(id))).toBe(reason === null);
  });

  it('follows the units: a sold unit leaves the lists with its listing, a sold-out project too', async () => {
    setUnitStatus(501, 'sold');
    expect(await body('/api/v1/properties/1001/')).toMatchObject({ unadvertised_reason: 'sold' });
    expect(await listIds('/api/v1/units/')).not.toContain(501);
    expect(await listIds('/api/v1/properties/')).not.toContain(1001);
    for (const unit of units.values()) if (unit.project_id === 3) setUnitStatus(unit.id, 'sold');
    expect(await body('/api/v1/projects/3/')).toMatchObject({ unadvertised_reason: 'sold' });
    expect(await published('project')).not.toContain(3);
  });

  it('counts an agency’s listings as its lists do', async () => {
    for (const id of await listIds('/api/v1/agencies/')) {
      const agency = await body(`/api/v1/agencies/${id}/`);
      const projects = await body(`/api/v1/projects/?agency=${id}`);
      const properties = await body(`/api/v1/properties/?agency=${id}`);
      expect([agency.projects_count, agency.properties_count], `agency ${id}`).toEqual([
        projects.count,
        properties.count,
      ]);
    }
  });
});

describe('published listings (sitemaps)', () => {
  it.each([
    ['property', 'properties'],
    ['project', 'projects'],
    ['unit', 'units'],
    ['unit_design', 'unit-designs'],
    ['agency', 'agencies'],
  ])('gives the ids of %s that its list gives, by id', async (kind, list) => {
    const ids = await listIds(`/api/v1/${list}/`);
    expect(await published(kind)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('pages up to 1000 ids, with when each last changed', async () => {
    const all = await body('/api/v1/published-listings/?kind=property');
    expect(all).toMatchObject({ count: 122, page: 1, page_size: 1000 });
    expect(all.results[0]).toEqual({ id: 1001, updated_at: expect.stringMatching(/^2026-/) });
    const last = await body('/api/v1/published-listings/?kind=property&page=3&page_size=50');
    expect(last).toMatchObject({ count: 122, page: 3, page_size: 50 });
    expect(last.results).toEqual(all.results.slice(100));
    expect((await body('/api/v1/published-listings/?kind=unit&page_size=1000')).count).toBe(82);
    const empty = await get('/api/v1/published-listings/?kind=unit', 'empty-catalogue');
    expect(empty.body).toMatchObject({ count: 0, results: [] });
  });

  it.each([
    ['', ['kind__required']],
    ['kind=', ['kind__required']],
    ['kind=castle', ['kind__invalid']],
    ['kind=property&page=4&page_size=50', ['page__invalid']],
    ['kind=property&page=0', ['page__invalid']],
    ['kind=property&page_size=1001', ['page_size__invalid']],
    ['kind=property&page_size=abc', ['page_size__invalid']],
    ['page_size=0', ['kind__required', 'page_size__invalid']],
  ])('refuses %s with 400', async (query, codes) => {
    const answer = await get(`/api/v1/published-listings/?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(codes);
  });
});
