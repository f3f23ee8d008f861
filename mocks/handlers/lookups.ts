import { http } from 'msw';
import {
  cities,
  citiesOfRegion,
  cityById,
  districtsOfCity,
  districtsOfRegion,
  namedItem,
  regionById,
  regions,
  toNhcCity,
  toNhcDistrict,
  toNhcRegion,
} from '../db/geo';
import {
  countryCodes,
  employmentTypes,
  maritalStatuses,
  nationalities,
  propertyTypes,
} from '../db/lookups';
import { webAppConfig } from '../db/web-app-config';
import { currentCsrfCookie, setCookies } from '../lib/auth-cookies';
import { api, fail, json, langOf, type Lang, type Localized } from '../lib/http';
import { hasScenario } from '../scenarios';
import { FAULTS_TIMEOUT_SECONDS } from './network-faults';

const DAY = { 'Cache-Control': 'public, max-age=86400', Vary: 'Accept-Language' };

/** Names in the requested language, sorted by that name. */
const byName = <T extends { name: string }>(items: T[], lang: Lang) =>
  items.sort((a, b) => a.name.localeCompare(b.name, lang));

/** `search` matches names in either language. */
function matches(url: URL, name: Localized): boolean {
  const search = url.searchParams.get('search')?.trim().toLowerCase();
  return !search || name.ar.includes(search) || name.en.toLowerCase().includes(search);
}

/** `search` is at most 100 characters (the contract's `Search` parameter). */
const searchTooLong = (url: URL) => (url.searchParams.get('search') ?? '').trim().length > 100;

const positiveInt = (value: string | null) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;

/**
 * On a flaky network the app gives up on a call sooner, so a walk meets its timeout quickly; with
 * `field-data` every page load reports its Core Web Vitals.
 */
const configFor = (request: Request) => ({
  ...webAppConfig,
  ...(hasScenario(request, 'flaky-network') && { api_timeout_seconds: FAULTS_TIMEOUT_SECONDS }),
  ...(hasScenario(request, 'field-data') && { vitals_sample_rate: 1 }),
});

export const lookupsHandlers = [
  http.get(api('/customer/api/v1/web-app-config'), ({ request }) =>
    json(configFor(request), {
      headers: [
        ['Cache-Control', 'public, max-age=300'],
        ...setCookies([currentCsrfCookie(request)]),
      ],
    }),
  ),

  http.get(api('/api/v1/allowed-country-codes/'), ({ request }) => {
    const lang = langOf(request);
    return json(
      countryCodes.map(({ code, dial, name }) => ({ code, dial_code: dial, name: name[lang] })),
      { headers: DAY },
    );
  }),

  http.get(api('/api/v1/countries/:countryId/cities/'), ({ request, params }) => {
    if (!countryCodes.some(({ code }) => code === params.countryId))
      return fail(404, ['not_found']);
    const url = new URL(request.url);
    const lang = langOf(request);
    const found = params.countryId === 'SA' ? cities.filter((city) => matches(url, city.name)) : [];
    return json(
      {
        result: byName(
          found.map((city) => namedItem(city, lang)),
          lang,
        ),
      },
      { headers: DAY },
    );
  }),

  http.get(api('/api/v1/neighborhoods/'), ({ request }) => {
    const url = new URL(request.url);
    const raw = url.searchParams.get('city_id');
    if (!raw) return fail(400, ['city__required']);
    const city = cityById(positiveInt(raw) ?? 0);
    if (!city) return fail(400, ['city__invalid']);
    if (searchTooLong(url)) return fail(400, ['search__invalid']);
    const lang = langOf(request);
    const found = districtsOfCity(city.id).filter((district) => matches(url, district.name));
    return json(
      byName(
        found.map((district) => namedItem(district, lang)),
        lang,
      ),
    );
  }),

  http.get(api('/api/v1/employment-types/'), ({ request }) => {
    const lang = langOf(request);
    const items = employmentTypes.map(({ code, name, subTypes }) => ({
      code,
      name: name[lang],
      ...(subTypes
        ? { sub_types: subTypes.map((sub) => ({ code: sub.code, name: sub.name[lang] })) }
        : {}),
    }));
    return json(items, { headers: DAY });
  }),

  http.get(api('/api/v1/nhc/property-types/'), ({ request }) => {
    const purpose = new URL(request.url).searchParams.get('purpose');
    if (purpose !== null && purpose !== 'buy' && purpose !== 'rent')
      return fail(400, ['purpose__invalid']);
    const lang = langOf(request);
    const offered = propertyTypes.filter((type) => purpose !== 'buy' || !type.rentOnly);
    return json(
      offered.map(({ code, name, group }) => ({ code, name: name[lang], group })),
      { headers: DAY },
    );
  }),

  http.get(api('/api/v1/nhc/regions/'), ({ request }) => {
    const lang = langOf(request);
    return json(
      byName(
        regions.map((region) => toNhcRegion(region, lang)),
        lang,
      ),
      { headers: DAY },
    );
  }),

  http.get(api('/api/v1/nhc/regions/:regionId/cities/'), ({ request, params }) => {
    const region = regionById(positiveInt(String(params.regionId)) ?? 0);
    if (!region) return fail(404, ['not_found']);
    const url = new URL(request.url);
    const lang = langOf(request);
    const found = citiesOfRegion(region.id).filter((city) => matches(url, city.name));
    return json(
      byName(
        found.map((city) => toNhcCity(city, lang)),
        lang,
      ),
    );
  }),

  http.get(api('/api/v1/nhc/regions/:regionId/districts/'), ({ request, params }) => {
    const region = regionById(positiveInt(String(params.regionId)) ?? 0);
    if (!region) return fail(404, ['not_found']);
    const url = new URL(request.url);
    const rawCity = url.searchParams.get('city_id');
    const city = rawCity === null ? undefined : cityById(positiveInt(rawCity) ?? 0);
    if (rawCity !== null && city?.regionId !== region.id) return fail(400, ['city__invalid']);
    if (searchTooLong(url)) return fail(400, ['search__invalid']);
    const lang = langOf(request);
    const scope = city ? districtsOfCity(city.id) : districtsOfRegion(region.id);
    const found = scope.filter((district) => matches(url, district.name));
    return json(
      byName(
        found.map((district) => toNhcDistrict(district, lang)),
        lang,
      ),
    );
  }),

  http.get(api('/api/v1/simah/nationalities/'), ({ request }) => {
    const lang = langOf(request);
    return json(
      nationalities.map(({ code, name }) => ({ code, name: name[lang] })),
      { headers: DAY },
    );
  }),

  http.get(api('/api/v1/simah/marital-statuses/'), ({ request }) => {
    const lang = langOf(request);
    return json(
      maritalStatuses.map(({ code, name }) => ({ code, name: name[lang] })),
      { headers: DAY },
    );
  }),

  http.get(api('/api/v1/simah/cities/'), ({ request }) => {
    const lang = langOf(request);
    return json(
      byName(
        cities.map((city) => namedItem(city, lang)),
        lang,
      ),
      { headers: DAY },
    );
  }),
];
