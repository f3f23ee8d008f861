// What `npm run contract:verify` asks a running server: public lookups and catalogue, and the flows that
// need no real user (sign-in errors, validation errors, 401 without a session, CSRF refusal).
import type { Exchange } from './client';

export type Ids = Record<string, string | number | undefined>;

export type Check = {
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
export const UNKNOWN_SID = 'contract-verify-unknown-sid';
/** A well-formed mobile number no customer has (the mock backend keeps it free). */
export const UNKNOWN_PHONE = '0599999999';

type Item = { id?: string | number };
const firstOf = (list: unknown) => (Array.isArray(list) ? (list[0] as Item | undefined)?.id : undefined);
const firstResult = (body: unknown) => firstOf((body as { results?: unknown } | undefined)?.results);
const withId = (key: string, build: (id: string | number) => string) => (ids: Ids) =>
  ids[key] === undefined ? undefined : build(ids[key]);

function catalogue(name: string, path: string, notFound: string): Check[] {
  return [
    { method: 'GET', path, status: 200, save: (exchange, ids) => void (ids[name] = firstResult(exchange.body)) },
    { method: 'GET', path: withId(name, (id) => `${path}${id}/`), status: 200, needs: `an item in ${path}` },
    { method: 'GET', path: `${path}${UNKNOWN_ID}/`, status: 404, codes: [notFound] },
  ];
}

const LOOKUPS: Check[] = [
  { method: 'GET', path: '/customer/api/v1/web-app-config', status: 200 },
  { method: 'GET', path: '/api/v1/allowed-country-codes/', status: 200 },
  {
    method: 'GET',
    path: '/api/v1/countries/SA/cities/',
    status: 200,
    save: (exchange, ids) => void (ids.countryCity = firstOf((exchange.body as { result?: unknown } | undefined)?.result)),
  },
  { method: 'GET', path: withId('countryCity', (id) => `/api/v1/neighborhoods/?city_id=${id}`), status: 200, needs: 'a city of SA' },
  { method: 'GET', path: '/api/v1/neighborhoods/', status: 400, codes: ['city__required'] },
  { method: 'GET', path: '/api/v1/employment-types/', status: 200 },
  { method: 'GET', path: '/api/v1/nhc/property-types/', status: 200 },
  { method: 'GET', path: '/api/v1/nhc/regions/', status: 200, save: (exchange, ids) => void (ids.region = firstOf(exchange.body)) },
  {
    method: 'GET',
    path: withId('region', (id) => `/api/v1/nhc/regions/${id}/cities/`),
    status: 200,
    needs: 'a region',
    save: (exchange, ids) => void (ids.city = firstOf(exchange.body)),
  },
  {
    method: 'GET',
    path: (ids) => (ids.region && ids.city ? `/api/v1/nhc/regions/${ids.region}/districts/?city_id=${ids.city}` : undefined),
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
  { method: 'GET', path: '/api/v1/properties/?price_min=2000000&price_max=1000000', status: 400, codes: ['price__min_exceeds_max'] },
];

const SESSION: Check[] = [
  {
    method: 'GET',
    path: '/customer/api/v1/check-authenticated',
    status: 200,
    setsCookie: 'csrftoken',
    body: (body) => ((body as { authenticated?: unknown })?.authenticated === false ? undefined : 'expected authenticated: false without a session'),
  },
  { method: 'POST', path: '/customer/api/v1/sign-in', json: { login: '12ab' }, status: 400, codes: ['phone_number__invalid'] },
  { method: 'POST', path: '/customer/api/v1/sign-in', json: { login: '' }, status: 400, codes: ['phone_number__required'] },
  { method: 'POST', path: '/customer/api/v1/sign-in', json: { login: UNKNOWN_PHONE }, status: 404, codes: ['customer__not_found'] },
  { method: 'POST', path: '/customer/api/v1/sign-in/otp', json: { sid: UNKNOWN_SID, otp: '1234' }, status: 400, codes: ['otp__not_found'] },
  { method: 'POST', path: '/customer/api/v1/sign-in/otp', json: {}, status: 400, codes: ['sid__required', 'otp__required'] },
  { method: 'POST', path: '/api/v1/otp-resend', json: { sid: UNKNOWN_SID }, status: 400, codes: ['otp__not_found'] },
  {
    method: 'POST',
    path: '/customer/api/v1/sign-up',
    json: {},
    status: 400,
    codes: ['national_id__required', 'phone_number__required', 'birthday__required'],
  },
  {
    method: 'POST',
    path: '/customer/api/v1/feedback',
    json: {},
    status: 400,
    codes: ['full_name__required', 'email__required', 'phone_number__required', 'reason__required', 'text__required'],
  },
  {
    method: 'POST',
    path: '/customer/api/v1/real-estate-request',
    json: {},
    status: 400,
    codes: ['purpose__required', 'property_type__required', 'full_name__required', 'phone_number__required'],
  },
  ...[
    '/customer/api/v1/profile',
    '/customer/api/v1/profile/addresses/',
    '/customer/api/v1/reservations/',
    '/customer/api/v1/financing-requests/',
    '/customer/api/v1/notifications/',
  ].map((path): Check => ({ method: 'GET', path, status: 401, codes: ['authentication__required'] })),
  { method: 'PUT', path: '/customer/api/v1/profile', json: { full_name: 'Sara Ahmed' }, status: 401, codes: ['authentication__required'] },
  { method: 'POST', path: '/customer/api/v1/refresh', status: 401, codes: ['authentication__required'] },
  { method: 'POST', path: '/customer/api/v1/sign-out', csrf: false, status: 403, codes: ['csrf__invalid'] },
  { method: 'POST', path: '/customer/api/v1/feedback', json: {}, csrf: false, status: 403, codes: ['csrf__invalid'] },
  { method: 'POST', path: '/customer/api/v1/sign-out', status: 204 },
];

/** In order: the session checks first, so the `csrftoken` cookie is there for the unsafe calls. */
export const CHECKS: Check[] = [...SESSION, ...LOOKUPS, ...CATALOGUE];
