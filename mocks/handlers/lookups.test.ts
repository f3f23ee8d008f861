import { describe, expect, it } from 'vitest';
import { MockApi, codesOf } from '../testing/mock-api';

type Named = { id: number; name: string };

describe('lookups', () => {
  it('web-app-config answers the constants, sets csrftoken, keeps the chat widget off and maps offline', async () => {
    const client = new MockApi('en');
    const config = await client.get('/customer/api/v1/web-app-config');
    expect(config.body).toMatchObject({
      otp_resend_seconds: 30,
      districts_max: 5,
      chat_widget: { enabled: false },
      map: {},
    });
    expect(client.jar.get('csrftoken')).toBeTruthy();
  });

  it('answers in the language of Accept-Language', async () => {
    const client = new MockApi('en');
    const english = await client.get<{ code: string; dial_code: string; name: string }[]>(
      '/api/v1/allowed-country-codes/',
    );
    expect(english.body[0]).toEqual({ code: 'SA', dial_code: '+966', name: 'Saudi Arabia' });
    client.language = 'ar';
    const arabic = await client.get<{ code: string; name: string }[]>(
      '/api/v1/simah/marital-statuses/',
    );
    expect(arabic.body.find((item) => item.code === 'married')?.name).toBe('متزوج');
  });

  it('lists regions, their cities and the districts of a city', async () => {
    const client = new MockApi('en');
    const regions = await client.get<Named[]>('/api/v1/nhc/regions/');
    expect(regions.body).toHaveLength(13);
    const cities = await client.get<(Named & { region_id: number })[]>(
      '/api/v1/nhc/regions/1/cities/',
    );
    expect(cities.body.map((city) => city.name)).toContain('Riyadh');
    expect(cities.body.every((city) => city.region_id === 1)).toBe(true);
    const districts = await client.get<(Named & { city_id: number })[]>(
      '/api/v1/nhc/regions/1/districts/?city_id=1&search=nar',
    );
    expect(districts.body).toEqual([{ id: expect.any(Number), name: 'Al Narjis', city_id: 1 }]);
    expect(codesOf(await client.get('/api/v1/nhc/regions/1/districts/?city_id=2'))).toEqual([
      'city__invalid',
    ]);
    expect((await client.get('/api/v1/nhc/regions/99/cities/')).status).toBe(404);
  });

  it('lists the cities of a country and the neighborhoods of a city', async () => {
    const client = new MockApi('en');
    const cities = await client.get<{ result: Named[] }>('/api/v1/countries/SA/cities/?search=jed');
    expect(cities.body.result.map((city) => city.name)).toEqual(['Jeddah']);
    expect((await client.get('/api/v1/countries/XX/cities/')).status).toBe(404);
    const neighborhoods = await client.get<Named[]>('/api/v1/neighborhoods/?city_id=2');
    expect(neighborhoods.body.length).toBeGreaterThan(5);
    expect(codesOf(await client.get('/api/v1/neighborhoods/'))).toEqual(['city__required']);
    expect(codesOf(await client.get('/api/v1/neighborhoods/?city_id=9999'))).toEqual([
      'city__invalid',
    ]);
  });

  it('lists employment types with military ranks, and property types by purpose', async () => {
    const client = new MockApi('en');
    const types = await client.get<{ code: string; sub_types?: unknown[] }[]>(
      '/api/v1/employment-types/',
    );
    expect(types.body.find((type) => type.code === 'military')?.sub_types).toHaveLength(2);
    const toBuy = await client.get<{ code: string }[]>('/api/v1/nhc/property-types/?purpose=buy');
    const toRent = await client.get<{ code: string }[]>('/api/v1/nhc/property-types/?purpose=rent');
    expect(toBuy.body.map((type) => type.code)).not.toContain('room');
    expect(toRent.body.map((type) => type.code)).toContain('room');
    expect(codesOf(await client.get('/api/v1/nhc/property-types/?purpose=swap'))).toEqual([
      'purpose__invalid',
    ]);
  });

  it('lists the credit-bureau nationalities and cities', async () => {
    const client = new MockApi('en');
    const nationalities = await client.get<{ code: string }[]>('/api/v1/simah/nationalities/');
    expect(nationalities.body[0]?.code).toBe('SAU');
    const cities = await client.get<Named[]>('/api/v1/simah/cities/');
    expect(cities.body.find((city) => city.id === 1)?.name).toBe('Riyadh');
  });
});
