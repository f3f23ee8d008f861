import { delay, http } from 'msw';
import { fail } from './lib/http';
import { requestCookie } from './lib/request-cookies';

/**
 * Named behaviours a browser or a test switches on with the `X-Mock-Scenario` header or the
 * `mock_scenario` cookie (several: comma-separated). docs/mock-backend.md says what each does.
 */
export const SCENARIOS = [
  'session-expired',
  'session-refresh',
  'insecure-network',
  'rate-limited',
  'server-error',
  'slow-network',
  'flaky-network',
  'api-outage',
  'empty-catalogue',
  'fraud-risk',
  'financing-reject',
  'nafath-reject',
  'field-data',
  'plain-http-cookies',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export function scenariosOf(request: Request): Set<Scenario> {
  const raw = [request.headers.get('x-mock-scenario'), requestCookie(request, 'mock_scenario')]
    .filter(Boolean)
    .join(',');
  const names = raw.split(',').map((name) => name.trim());
  return new Set(
    names.filter((name): name is Scenario => (SCENARIOS as readonly string[]).includes(name)),
  );
}

export function hasScenario(request: Request, scenario: Scenario): boolean {
  return scenariosOf(request).has(scenario);
}

const isApi = (pathname: string) =>
  pathname.startsWith('/api/') || /^\/[a-z-]+\/api\/v1\//.test(pathname);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Runs before every other handler; falls through (returns nothing) when no scenario applies. */
export const scenarioHandlers = [
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (!isApi(url.pathname)) return undefined;
    const active = scenariosOf(request);
    if (active.size === 0) return undefined;
    if (active.has('slow-network')) await delay(1500);
    if (active.has('insecure-network')) return fail(403, ['unsecure__network']);
    if (active.has('server-error')) return fail(500, ['server__error']);
    if (active.has('rate-limited') && UNSAFE.has(request.method)) {
      return fail(429, ['action__limit_exceeded'], undefined, { 'Retry-After': '60' });
    }
    return undefined;
  }),
];
