import { describe, expect, it } from 'vitest';
import { findUnit, setUnitStatus } from '../db/catalogue';
import { resetMockDb } from '../db';
import { cityById, regionById } from '../db/geo';
import { MockApi } from '../testing/mock-api';

type Json = Record<string, unknown> & {
  results: Array<Record<string, unknown>>;
  count: number;
  errors: string[];
};

/** A catalogue answer, checked against the contract. */
async function get(
  path: string,
  { lang = 'ar', scenario }: { lang?: string; scenario?: string } = {},
) {
  const api = new MockApi(lang);
  if (scenario) api.scenario(scenario);
  const answer = await api.get<Json>(path);
  expect(answer.contentType).toContain('application/json');
  return { status: answer.status, body: answer.body };
}

async function list(path: string, lang = 'ar') {
  const { status, body } = await get(path, { lang });
  expect(status, path).toBe(200);
  return body;
}

const ids = (body: Json) => body.results.map((item) => item.id as number);
const numbers = (body: Json, key: string) => body.results.map((item) => item[key] as number);
const sorted = (values: number[], direction = 1) => [...values].sort((a, b) => direction * (a - b));

describe('properties', () => {
  it('lists the 122 advertised listings of 150, newest first, 12 a page', async () => {
    const body = await list('/api/v1/properties/');
    expect(body).toMatchObject({ count: 122, page: 1, page_size: 12 });
    expect(body.results).toHaveLength(12);
    const all = await list('/api/v1/properties/?page_size=100&page=2');
    expect(all.results).toHaveLength(22);
  });

  it('filters by purpose, type, group, readiness and project', async () => {
    const rent = await list('/api/v1/properties/?purpose=rent&page_size=100');
    expect(rent.count).toBeGreaterThan(10);
    expect(rent.results.every((item) => item.purpose === 'rent')).toBe(true);
    const types = await list(
      '/api/v1/properties/?property_type=flat&property_type=studio&page_size=100',
    );
    expect(new Set(types.results.map((item) => item.type))).toEqual(new Set(['flat', 'studio']));
    const villas = await list('/api/v1/properties/?property_group=villa&page_size=100');
    expect(villas.results.every((item) => item.type === 'house')).toBe(true);
    const offPlan = await list('/api/v1/properties/?readiness=sale_on_map&page_size=100');
    expect(offPlan.results.every((item) => item.readiness === 'sale_on_map')).toBe(true);
    // Five listings of project 1's units; 1004's unit (504) is sold.
    const project = await list('/api/v1/properties/?project=1');
    expect(project.count).toBe(4);
  });

  it('filters by region, city, district and map bounds', async () => {
    const eastern = await list('/api/v1/properties/?region=4&page_size=100', 'en');
    const easternCities = [5, 6, 17, 18, 19, 20, 21].map((id) => cityById(id)!.name.en);
    expect(eastern.results.every((item) => easternCities.includes(item.city_name as string))).toBe(
      true,
    );
    const riyadh = await list('/api/v1/properties/?city=1&page_size=100', 'en');
    expect(riyadh.results.every((item) => item.city_name === 'Riyadh')).toBe(true);
    const narjis = await list('/api/v1/properties/?district=102', 'en');
    expect(narjis.results.every((item) => item.district_name === 'Al Narjis')).toBe(true);
    const bbox = await list('/api/v1/properties/?bbox=46.55,24.6,46.85,24.9&page_size=100');
    expect(bbox.count).toBeGreaterThanOrEqual(riyadh.count);
    for (const { location } of bbox.results as Array<{ location: { lat: number; lng: number } }>) {
      expect(location.lng >= 46.55 && location.lng <= 46.85, `${location.lng}`).toBe(true);
      expect(location.lat >= 24.6 && location.lat <= 24.9, `${location.lat}`).toBe(true);
    }
    const nowhere = await list('/api/v1/properties/?region=13&city=1');
    expect(nowhere.count).toBe(0);
  });

  it('filters by price, area, rooms and search', async () => {
    const bucket = await list('/api/v1/properties/?price_range=1m_2m&page_size=100');
    expect(numbers(bucket, 'price').every((price) => price >= 1_000_000 && price < 2_000_000)).toBe(
      true,
    );
    const range = await list(
      '/api/v1/properties/?price_min=500000&price_max=900000&area_min=100&page_size=100',
    );
    expect(numbers(range, 'price').every((price) => price >= 500_000 && price <= 900_000)).toBe(
      true,
    );
    expect(numbers(range, 'total_area').every((area) => area >= 100)).toBe(true);
    const rooms = await list('/api/v1/properties/?bedrooms=5&bathrooms=4&page_size=100');
    expect(numbers(rooms, 'bedrooms').every((count) => count >= 5)).toBe(true);
    const search = await list('/api/v1/properties/?search=jeddah&page_size=100', 'ar');
    expect(search.count).toBeGreaterThan(0);
    expect(search.results.every((item) => item.city_name === 'جدة')).toBe(true);
  });

  it('sorts by price, area and date', async () => {
    const cheap = await list('/api/v1/properties/?ordering=price&page_size=100');
    expect(numbers(cheap, 'price')).toEqual(sorted(numbers(cheap, 'price')));
    const dear = await list('/api/v1/properties/?ordering=-price&page_size=100');
    expect(numbers(dear, 'price')).toEqual(sorted(numbers(dear, 'price'), -1));
    const area = await list('/api/v1/properties/?ordering=-total_area&page_size=100');
    expect(numbers(area, 'total_area')).toEqual(sorted(numbers(area, 'total_area'), -1));
    const oldest = await list('/api/v1/properties/?ordering=published_at&page_size=100');
    const newest = await list('/api/v1/properties/?page_size=100');
    expect(ids(oldest)).not.toEqual(ids(newest));
  });

  it('reports every invalid parameter at once', async () => {
    const { status, body } = await get(
      '/api/v1/properties/?price_min=900000&price_max=500000&bbox=46,24&property_type=castle&bedrooms=11&ordering=cheap',
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        'price__min_exceeds_max',
        'bbox__invalid',
        'property_type__invalid',
        'bedrooms__invalid',
        'ordering__invalid',
      ]),
    );
    for (const [query, code] of [
      ['area_min=300&area_max=100', 'area__min_exceeds_max'],
      ['bbox=46.9,24.6,46.5,24.9', 'bbox__invalid'],
      ['bbox=46.5,95,46.9,96', 'bbox__invalid'],
      ['price_min=-5', 'price_min__invalid'],
      ['purpose=swap', 'purpose__invalid'],
      ['region=zero', 'region__invalid'],
      ['page=0', 'page__invalid'],
      ['page=99', 'page__invalid'],
      ['page_size=101', 'page_size__invalid'],
      [`search=${'x'.repeat(101)}`, 'search__invalid'],
    ]) {
      const answer = await get(`/api/v1/properties/?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors, query).toEqual([code]);
    }
  });

  it('answers a listing in the language asked, and 404 for unknown or deleted ids', async () => {
    const arabic = (await get('/api/v1/properties/1001/')).body;
    const english = (await get('/api/v1/properties/1001/', { lang: 'en-GB' })).body;
    expect(arabic.title).toMatch(/[\u0600-\u06FF]/);
    expect(english.title).not.toMatch(/[\u0600-\u06FF]/);
    expect(english).toMatchObject({
      id: 1001,
      currency: 'SAR',
      unit_id: 501,
      reservable: true,
      price: arabic.price,
    });
    expect((english.city as { name: string }).name).toBe('Riyadh');
    for (const path of ['/api/v1/properties/9999/', '/api/v1/properties/abc/']) {
      expect((await get(path)).body.errors).toEqual(['property__not_found']);
    }
  });

  it('validates every listing against the contract in both languages', async () => {
    for (let id = 1001; id <= 1150; id += 1) {
      expect((await get(`/api/v1/properties/${id}/`, { lang: id % 2 ? 'en' : 'ar' })).status).toBe(
        200,
      );
    }
  });
});

describe('units', () => {
  it('lists only advertised units and keeps reservable in step with the status', async () => {
    const all = await list('/api/v1/units/?page_size=100');
    const units = all.results;
    expect(all.count).toBe(units.length);
    expect(new Set(units.map((unit) => unit.status))).toEqual(new Set(['listed', 'reserved']));
    // The licence of ids divisible by 13 has expired (docs/mock-backend.md): they are not advertised.
    expect(units.filter((unit) => Number(unit.id) % 13 === 0)).toEqual([]);
    expect(units.every((unit) => unit.reservable === (unit.status === 'listed'))).toBe(true);
    expect((await list('/api/v1/units/?status=unlisted')).count).toBe(0);
    expect((await list('/api/v1/units/?status=sold')).count).toBe(0);
    expect((await get('/api/v1/units/9999/')).body.errors).toEqual(['unit__not_found']);
  });

  it('filters and sorts', async () => {
    const free = await list('/api/v1/units/?available_only=true&project=1&page_size=100');
    expect(free.results.every((unit) => unit.reservable && unit.project_id === 1)).toBe(true);
    const reserved = await list('/api/v1/units/?status=reserved&page_size=100');
    expect(reserved.count).toBeGreaterThan(0);
    expect(reserved.results.every((unit) => unit.status === 'reserved')).toBe(true);
    const byPrice = await list(
      '/api/v1/units/?ordering=-price&price_min=1000000&bedrooms=4&page_size=100',
    );
    expect(numbers(byPrice, 'price')).toEqual(sorted(numbers(byPrice, 'price'), -1));
    expect(numbers(byPrice, 'price').every((price) => price >= 1_000_000)).toBe(true);
    const { body } = await get(
      '/api/v1/units/?available_only=maybe&status=gone&price_min=9&price_max=1',
    );
    expect(body.errors).toEqual([
      'available_only__invalid',
      'status__invalid',
      'price__min_exceeds_max',
    ]);
  });

  it('follows setUnitStatus, and a reset restores the seed', async () => {
    const before = (await get('/api/v1/units/501/')).body;
    expect(before).toMatchObject({
      status: 'listed',
      reservable: true,
      reservation_amount: 10_000,
    });
    setUnitStatus(501, 'reserved');
    expect(findUnit(501)).toMatchObject({ status: 'reserved', reservable: false });
    expect((await get('/api/v1/units/501/')).body).toMatchObject({
      status: 'reserved',
      reservable: false,
    });
    expect((await get('/api/v1/properties/1001/')).body.reservable).toBe(false);
    resetMockDb();
    expect((await get('/api/v1/units/501/')).body).toEqual(before);
  });
});

describe('projects, unit designs and agencies', () => {
  it('counts available units live and sorts projects', async () => {
    const projects = await list('/api/v1/projects/?page_size=100', 'en');
    expect(projects.count).toBe(11); // project 12 is withdrawn
    const names = projects.results.map((item) => item.name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const soldOut = (await get('/api/v1/projects/3/')).body;
    expect(soldOut).toMatchObject({ units_available: 0 });
    expect(soldOut.price_from).toBeUndefined();
    const first = (await get('/api/v1/projects/1/')).body;
    const free = await list('/api/v1/units/?project=1&available_only=true&page_size=100');
    expect(first.units_available).toBe(free.count);
    expect(first.price_from).toBe(Math.min(...numbers(free, 'price')));
    const byAvailability = await list('/api/v1/projects/?ordering=-units_available&page_size=100');
    expect(numbers(byAvailability, 'units_available')).toEqual(
      sorted(numbers(byAvailability, 'units_available'), -1),
    );
    const eastern = await list(`/api/v1/projects/?region=4&type=mixed`, 'en');
    expect(eastern.results.map((item) => item.name)).toEqual(['Khobar Corniche Towers']);
    expect(regionById(4)!.name.en).toBe('Eastern Province');
    expect((await get('/api/v1/projects/?type=castle')).body.errors).toEqual(['type__invalid']);
    expect((await get('/api/v1/projects/9999/')).body.errors).toEqual(['project__not_found']);
  });

  it('lists unit designs of a project and details them', async () => {
    const designs = await list('/api/v1/unit-designs/?project=1');
    expect(designs.count).toBe(3);
    expect(designs.results.every((item) => item.project_id === 1)).toBe(true);
    // 30 designs; project 12's three left with it.
    expect((await list('/api/v1/unit-designs/?page_size=100')).count).toBe(27);
    const design = (await get(`/api/v1/unit-designs/${ids(designs)[0]}/`, { lang: 'en' })).body;
    expect(design.name).toBe('Model A - Two-storey villa');
    expect((await get('/api/v1/unit-designs/?bedrooms=0')).body.errors).toEqual([
      'bedrooms__invalid',
    ]);
    expect((await get('/api/v1/unit-designs/9999/')).body.errors).toEqual([
      'unit_design__not_found',
    ]);
  });

  it('lists agencies by name and details them', async () => {
    const agencies = await list('/api/v1/agencies/?page_size=100');
    expect(agencies.count).toBe(9);
    const inJeddah = await list('/api/v1/agencies/?city=2', 'en');
    expect(ids(inJeddah).sort()).toEqual([2, 9]);
    const agency = (await get('/api/v1/agencies/1/', { lang: 'en' })).body;
    expect(agency).toMatchObject({ id: 1, projects_count: 2, city: { id: 1, name: 'Riyadh' } });
    expect((await get('/api/v1/agencies/9999/')).body.errors).toEqual(['agency__not_found']);
  });
});

describe('catalogue as a whole', () => {
  const lists = ['projects', 'properties', 'units', 'unit-designs', 'agencies'];

  it('is empty in the empty-catalogue scenario', async () => {
    for (const name of lists) {
      const { status, body } = await get(`/api/v1/${name}/`, { scenario: 'empty-catalogue' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ count: 0, page: 1, results: [] });
    }
  });

  it('answers the same data after a reset', async () => {
    const first = await Promise.all(lists.map((name) => list(`/api/v1/${name}/?page_size=100`)));
    resetMockDb();
    const again = await Promise.all(lists.map((name) => list(`/api/v1/${name}/?page_size=100`)));
    expect(again).toEqual(first);
  });
});
