import { describe, expect, it } from 'vitest';
import { isAdvertisedUnit, projects, units, type MockUnit } from '../db/catalogue';
import { cityById, districtById } from '../db/geo';
import { MockApi } from '../testing/mock-api';

type Page = { count: number; results: Record<string, unknown>[]; errors: string[] };

async function list(query: string, lang = 'ar') {
  const answer = await new MockApi(lang).get<Page>(`/api/v1/units/?page_size=100&${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body;
}

const projectOf = (unit: MockUnit) => projects.get(unit.project_id)!;
const advertised = (test: (unit: MockUnit) => boolean) =>
  [...units.values()].filter((unit) => isAdvertisedUnit(unit) && test(unit));
const ids = (page: Page) => page.results.map((unit) => unit.id as number).sort((a, b) => a - b);
const idsOf = (found: MockUnit[]) => found.map((unit) => unit.id).sort((a, b) => a - b);
const values = (page: Page, key: string) => page.results.map((unit) => unit[key] as number);

describe('the units list, filtered as the property list is', () => {
  it('names each unit’s city and district, those of its project', async () => {
    const page = await list('project=2', 'en');
    const project = projects.get(2)!;
    expect(page.results[0]).toMatchObject({
      city_name: cityById(project.cityId)!.name.en,
      district_name: districtById(project.districtId)!.name.en,
    });
  });

  it('filters by region, city and district', async () => {
    const project = projects.get(1)!;
    const inCity = await list(`region=${project.regionId}&city=${project.cityId}`);
    expect(ids(inCity)).toEqual(
      idsOf(advertised((unit) => projectOf(unit).cityId === project.cityId)),
    );
    expect(inCity.count).toBeGreaterThan(0);
    const inDistrict = await list(`district=${project.districtId}`);
    expect(ids(inDistrict)).toEqual(
      idsOf(advertised((unit) => projectOf(unit).districtId === project.districtId)),
    );
    expect((await list('region=4&city=1')).count).toBe(0);
  });

  it('filters by type, group, readiness, price range, area and bathrooms', async () => {
    const villas = await list('property_group=villa');
    expect(ids(villas)).toEqual(idsOf(advertised((unit) => unit.type === 'house')));
    const studios = await list('property_type=studio&property_type=flat');
    expect(ids(studios)).toEqual(
      idsOf(advertised((unit) => unit.type === 'studio' || unit.type === 'flat')),
    );
    const ready = await list('readiness=ready_unit&price_range=500k_1m');
    expect(ids(ready)).toEqual(
      idsOf(
        advertised(
          (unit) =>
            unit.readiness === 'ready_unit' && unit.price >= 500_000 && unit.price < 1_000_000,
        ),
      ),
    );
    const roomy = await list('area_min=150&area_max=300&bathrooms=3');
    expect(ids(roomy)).toEqual(
      idsOf(
        advertised(
          (unit) => unit.total_area >= 150 && unit.total_area <= 300 && unit.bathrooms >= 3,
        ),
      ),
    );
    expect(roomy.count).toBeGreaterThan(0);
  });

  it('sorts by area, price per m² and newest first', async () => {
    const byArea = values(await list('ordering=-total_area'), 'total_area');
    expect(byArea).toEqual([...byArea].sort((a, b) => b - a));
    const perM2 = (await list('ordering=price_per_m2')).results.map(
      (unit) => (unit.price as number) / (unit.total_area as number),
    );
    expect(perM2).toEqual([...perM2].sort((a, b) => a - b));
    const newest = await list('ordering=-published_at');
    const oldest = await list('ordering=published_at');
    expect(newest.count).toBe(oldest.count);
    expect(ids(newest)).toEqual(ids(oldest));
    expect(newest.results.map((unit) => unit.id)).not.toEqual(
      oldest.results.map((unit) => unit.id),
    );
  });

  it('answers 400 with every bad filter’s code, never a 5xx', async () => {
    const answer = await new MockApi().get<Page>(
      '/api/v1/units/?property_type=castle&property_group=x&readiness=x&region=0&city=abc' +
        '&district=-1&price_range=x&area_min=0&area_max=9&bathrooms=11&ordering=oldest',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      'property_type__invalid',
      'property_group__invalid',
      'readiness__invalid',
      'region__invalid',
      'city__invalid',
      'district__invalid',
      'price_range__invalid',
      'area_min__invalid',
      'bathrooms__invalid',
      'ordering__invalid',
    ]);
    const inverted = await new MockApi().get<Page>('/api/v1/units/?area_min=300&area_max=100');
    expect(inverted.body.errors).toEqual(['area__min_exceeds_max']);
  });
});

describe('a unit’s design', () => {
  it('carries the design’s floor plan, the same picture as the design’s own page', async () => {
    const api = new MockApi('en');
    const unit = (
      await api.get<{ unit_design: { id: number; floor_plan?: unknown } }>('/api/v1/units/501/')
    ).body;
    const design = (
      await api.get<{ floor_plan?: unknown }>(`/api/v1/unit-designs/${unit.unit_design.id}/`)
    ).body;
    expect(design.floor_plan).toBeDefined();
    expect(unit.unit_design.floor_plan).toEqual(design.floor_plan);
  });
});
