// Projects, properties, units, unit designs and agencies on the mock backend: lists with filters, sort
// and paging, details, and their errors; every answer checked against the contract.
import { describe, expect, it } from 'vitest';
import { expectAnswer, items, useMockApi, type MockApi } from '../../../mocks/testing/mock-api';

/** The list, a detail of its first item, and an unknown id. */
async function listAndDetail(
  api: MockApi,
  path: string,
  notFound: string,
): Promise<Array<Record<string, unknown>>> {
  const list = await api.get(path);
  expectAnswer(list, 200);
  const results = items(list);
  expect(results.length, `${path} lists something`).toBeGreaterThan(0);
  expectAnswer(await api.get(`${path}${String(results[0].id)}/`), 200);
  expectAnswer(await api.get(`${path}999999/`), 404, notFound);
  return results;
}

const PAGING_ERRORS: Array<[string, string]> = [
  ['page=999', 'page__invalid'],
  ['page=0', 'page__invalid'],
  ['page_size=500', 'page_size__invalid'],
];

describe('catalogue', () => {
  const mock = useMockApi();

  it.each(['ar', 'en'])('lists and details everything in %s', async (language) => {
    const { api } = mock;
    api.language = language;
    const projects = await listAndDetail(api, '/api/v1/projects/', 'project__not_found');
    await listAndDetail(api, '/api/v1/properties/', 'property__not_found');
    await listAndDetail(api, '/api/v1/units/', 'unit__not_found');
    await listAndDetail(api, '/api/v1/unit-designs/', 'unit_design__not_found');
    const agencies = await listAndDetail(api, '/api/v1/agencies/', 'agency__not_found');
    expectAnswer(
      await api.get(`/api/v1/units/?project=${String(projects[0].id)}&page_size=100`),
      200,
    );
    expectAnswer(await api.get(`/api/v1/unit-designs/?project=${String(projects[0].id)}`), 200);
    expectAnswer(await api.get(`/api/v1/projects/?agency=${String(agencies[0].id)}`), 200);
    expectAnswer(await api.get(`/api/v1/properties/?agency=${String(agencies[0].id)}`), 200);
  });

  it('filters, sorts and pages projects', async () => {
    const { api } = mock;
    for (const query of [
      'region=1',
      'city=1',
      'type=residential',
      'ordering=-price_from',
      'ordering=name',
      'search=a',
      'page_size=100',
    ]) {
      expectAnswer(await api.get(`/api/v1/projects/?${query}`), 200);
    }
    expectAnswer(await api.get('/api/v1/projects/?ordering=cheapest'), 400, 'ordering__invalid');
    expectAnswer(await api.get('/api/v1/projects/?type=castle'), 400, 'type__invalid');
  });

  it('filters, sorts and pages properties', async () => {
    const { api } = mock;
    const queries = [
      'purpose=sale',
      'property_type=flat&property_type=apartment',
      'property_group=villa',
      'readiness=ready_unit',
      'price_range=1m_2m',
      'price_min=500000&price_max=2000000',
      'area_min=100&area_max=400',
      'bedrooms=3&bathrooms=2',
      'bbox=46.55,24.6,46.85,24.9&page_size=100',
      'region=1&city=1',
      'ordering=-price',
      'ordering=published_at&page=2&page_size=5',
    ];
    for (const query of queries) expectAnswer(await api.get(`/api/v1/properties/?${query}`), 200);
    const inRange = items(
      await api.get('/api/v1/properties/?price_min=500000&price_max=2000000&page_size=100'),
    );
    expect(
      inRange.every((item) => Number(item.price) >= 500000 && Number(item.price) <= 2000000),
    ).toBe(true);
    expectAnswer(
      await api.get('/api/v1/properties/?price_min=2000000&price_max=1000000'),
      400,
      'price__min_exceeds_max',
    );
    expectAnswer(
      await api.get('/api/v1/properties/?area_min=400&area_max=100'),
      400,
      'area__min_exceeds_max',
    );
    expectAnswer(await api.get('/api/v1/properties/?bbox=1,2,3'), 400, 'bbox__invalid');
    expectAnswer(
      await api.get('/api/v1/properties/?property_type=castle'),
      400,
      'property_type__invalid',
    );
    expectAnswer(await api.get('/api/v1/properties/?ordering=size'), 400, 'ordering__invalid');
    for (const [query, code] of PAGING_ERRORS)
      expectAnswer(await api.get(`/api/v1/properties/?${query}`), 400, code);
  });

  it('filters units, designs and agencies', async () => {
    const { api } = mock;
    const available = items(await api.get('/api/v1/units/?available_only=true&page_size=100'));
    expect(available.every((unit) => unit.reservable === true)).toBe(true);
    for (const query of [
      'status=sold',
      'status=reserved',
      'price_min=100000&price_max=3000000',
      'bedrooms=2',
      'ordering=-price',
    ]) {
      expectAnswer(await api.get(`/api/v1/units/?${query}`), 200);
    }
    expectAnswer(await api.get('/api/v1/units/?status=gone'), 400, 'status__invalid');
    expectAnswer(
      await api.get('/api/v1/units/?price_min=3000000&price_max=100000'),
      400,
      'price__min_exceeds_max',
    );
    expectAnswer(await api.get('/api/v1/unit-designs/?bedrooms=3'), 200);
    expectAnswer(await api.get('/api/v1/agencies/?city=1&search=a'), 200);
    for (const [query, code] of PAGING_ERRORS)
      expectAnswer(await api.get(`/api/v1/agencies/?${query}`), 400, code);
  });
});
