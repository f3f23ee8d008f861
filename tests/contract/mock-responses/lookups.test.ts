// The lookup lists and the web-app configuration on the mock backend, in both languages; every answer
// checked against the contract.
import { describe, expect, it } from 'vitest';
import { expectAnswer, field, items, useMockApi } from '../../../mocks/testing/mock-api';

const PUBLIC_LISTS = [
  '/customer/api/v1/web-app-config',
  '/api/v1/allowed-country-codes/',
  '/api/v1/countries/SA/cities/',
  '/api/v1/employment-types/',
  '/api/v1/nhc/property-types/',
  '/api/v1/nhc/property-types/?purpose=rent',
  '/api/v1/nhc/regions/',
  '/api/v1/simah/nationalities/',
  '/api/v1/simah/marital-statuses/',
  '/api/v1/simah/cities/',
  '/api/v1/financing/rates/',
];

describe('lookups', () => {
  const mock = useMockApi();

  it.each(['ar', 'en'])('answers every list in %s', async (language) => {
    const { api } = mock;
    api.language = language;
    for (const path of PUBLIC_LISTS) expectAnswer(await api.get(path), 200);
  });

  it('announces the constants the spec asks for', async () => {
    const config = await mock.api.get('/customer/api/v1/web-app-config');
    expectAnswer(config, 200);
    expect(field(config, 'fees_max_percent')).toBe(4.8);
    expect(field(config, 'otp_length')).toBe(6);
  });

  it('walks regions, cities, districts and neighborhoods', async () => {
    const { api } = mock;
    const regions = (await api.get('/api/v1/nhc/regions/')).body as Array<{ id: number }>;
    expect(regions.length).toBe(13);
    const cities = await api.get(`/api/v1/nhc/regions/${regions[0].id}/cities/`);
    expectAnswer(cities, 200);
    const city = (cities.body as Array<{ id: number }>)[0];
    expectAnswer(
      await api.get(`/api/v1/nhc/regions/${regions[0].id}/districts/?city_id=${city.id}`),
      200,
    );
    expectAnswer(await api.get(`/api/v1/nhc/regions/${regions[0].id}/districts/`), 200);
    const otherCity = (
      (await api.get(`/api/v1/nhc/regions/${regions[1].id}/cities/`)).body as Array<{ id: number }>
    )[0];
    expectAnswer(
      await api.get(`/api/v1/nhc/regions/${regions[0].id}/districts/?city_id=${otherCity.id}`),
      400,
      'city__invalid',
    );
    expectAnswer(await api.get('/api/v1/nhc/regions/999/cities/'), 404, 'not_found');
    expectAnswer(await api.get('/api/v1/nhc/regions/999/districts/'), 404, 'not_found');

    const countryCities = await api.get('/api/v1/countries/SA/cities/?search=%D8%A7');
    expectAnswer(countryCities, 200);
    const countryCity = items({ ...countryCities, body: field(countryCities, 'result') })[0];
    expectAnswer(await api.get(`/api/v1/neighborhoods/?city_id=${String(countryCity.id)}`), 200);
    expectAnswer(await api.get('/api/v1/neighborhoods/'), 400, 'city__required');
    expectAnswer(await api.get('/api/v1/neighborhoods/?city_id=999999'), 400, 'city__invalid');
    expectAnswer(await api.get('/api/v1/countries/ZZ/cities/'), 404, 'not_found');
    expectAnswer(
      await api.get('/api/v1/nhc/property-types/?purpose=swap'),
      400,
      'purpose__invalid',
    );
  });
});
