// What `npm run contract:verify` asks a running server: the check type and the public reads (lookups
// and catalogue); the session checks are in session-checks.ts.
import type { Exchange } from './client';

export type Ids = Record<string, string | number | undefined>;

export type Check = {
  /** What the check is about, when the path alone does not say it. */
  title?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with its query; a function of the ids saved by earlier checks (undefined: skip). */
  path: string | ((ids: Ids) => string | undefined);
  json?: unknown;
  /** Send the CSRF header on an unsafe method (default true). */
  csrf?: boolean;
  status: number;
  /** Error codes the body must contain. */
  codes?: string[];
  /** A cookie the answer must set. */
  setsCookie?: string;
  /** An extra expectation on the body: the problem, or undefined. */
  body?: (body: unknown) => string | undefined;
  /** Saves ids for later checks. */
  save?: (exchange: Exchange, ids: Ids) => void;
  /** Why the check is skipped when `path` gives undefined. */
  needs?: string;
};

export const UNKNOWN_ID = 999999999;

type Item = { id?: string | number };
const firstOf = (list: unknown) =>
  Array.isArray(list) ? (list[0] as Item | undefined)?.id : undefined;
const firstResult = (body: unknown) =>
  firstOf((body as { results?: unknown } | undefined)?.results);
const withId = (key: string, build: (id: string | number) => string) => (ids: Ids) =>
  ids[key] === undefined ? undefined : build(ids[key]);

function catalogue(name: string, path: string, notFound: string): Check[] {
  return [
    {
      method: 'GET',
      path,
      status: 200,
      save: (exchange, ids) => void (ids[name] = firstResult(exchange.body)),
    },
    {
      method: 'GET',
      path: withId(name, (id) => `${path}${id}/`),
      status: 200,
      needs: `an item in ${path}`,
    },
    {
      title: 'unknown id',
      method: 'GET',
      path: `${path}${UNKNOWN_ID}/`,
      status: 404,
      codes: [notFound],
    },
  ];
}

const LOOKUPS: Check[] = [
  { method: 'GET', path: '/customer/api/v1/web-app-config', status: 200 },
  { method: 'GET', path: '/api/v1/allowed-country-codes/', status: 200 },
  {
    method: 'GET',
    path: '/api/v1/countries/SA/cities/',
    status: 200,
    save: (exchange, ids) =>
      void (ids.countryCity = firstOf((exchange.body as { result?: unknown } | undefined)?.result)),
  },
  {
    method: 'GET',
    path: withId('countryCity', (id) => `/api/v1/neighborhoods/?city_id=${id}`),
    status: 200,
    needs: 'a city of SA',
  },
  {
    title: 'no city',
    method: 'GET',
    path: '/api/v1/neighborhoods/',
    status: 400,
    codes: ['city__required'],
  },
  { method: 'GET', path: '/api/v1/employment-types/', status: 200 },
  { method: 'GET', path: '/api/v1/nhc/property-types/', status: 200 },
  {
    method: 'GET',
    path: '/api/v1/nhc/regions/',
    status: 200,
    save: (exchange, ids) => void (ids.region = firstOf(exchange.body)),
  },
  {
    method: 'GET',
    path: withId('region', (id) => `/api/v1/nhc/regions/${id}/cities/`),
    status: 200,
    needs: 'a region',
    save: (exchange, ids) => void (ids.city = firstOf(exchange.body)),
  },
  {
    method: 'GET',
    path: (ids) =>
      ids.region && ids.city
        ? `/api/v1/nhc/regions/${ids.region}/districts/?city_id=${ids.city}`
        : undefined,
    status: 200,
    needs: 'a region with a city',
  },
  { method: 'GET', path: '/api/v1/simah/nationalities/', status: 200 },
  { method: 'GET', path: '/api/v1/simah/marital-statuses/', status: 200 },
  { method: 'GET', path: '/api/v1/simah/cities/', status: 200 },
  { method: 'GET', path: '/api/v1/financing/rates/', status: 200 },
];

const CATALOGUE: Check[] = [
  ...catalogue('project', '/api/v1/projects/', 'project__not_found'),
  ...catalogue('property', '/api/v1/properties/', 'property__not_found'),
  ...catalogue('unit', '/api/v1/units/', 'unit__not_found'),
  ...catalogue('unitDesign', '/api/v1/unit-designs/', 'unit_design__not_found'),
  ...catalogue('agency', '/api/v1/agencies/', 'agency__not_found'),
  ...catalogue('opening', '/api/v1/careers/openings/', 'opening__not_found'),
  {
    title: 'price_min above price_max',
    method: 'GET',
    path: '/api/v1/properties/?price_min=2000000&price_max=1000000',
    status: 400,
    codes: ['price__min_exceeds_max'],
  },
];

/** The public reads: lookups, catalogue lists, details and unknown ids. */
export const PUBLIC_CHECKS: Check[] = [...LOOKUPS, ...CATALOGUE];
