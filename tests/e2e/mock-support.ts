// The journeys' side of the mock backend: a data namespace per test (mocks/lib/namespace.ts), its
// clock and counters through /__mock, and signing in through the API.
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export const NAMESPACE_COOKIE = 'mock_ns';
const API = '/customer/api/v1';

/** The seeded demo customer of the mock backend. */
export const DEMO_CUSTOMER = {
  nationalId: '1000000008',
  mobile: '0500000001',
  otp: '123456',
} as const;

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

/**
 * Puts the context's requests (pages and `context.request`) into a namespace of the mock, with the
 * seed of its scenarios' randomness (the same for every run of the test, so its faults are too).
 */
export async function useNamespace(
  context: BrowserContext,
  baseURL: string,
  namespace: string,
  seed: string,
) {
  await context.addCookies([
    { name: NAMESPACE_COOKIE, value: namespace, url: baseURL },
    { name: 'mock_seed', value: seed, url: baseURL },
  ]);
}

/**
 * Signs in through the API (POST sign-in {login}, then sign-in/otp {sid, otp}, echoing the csrftoken
 * cookie in X-CSRFTOKEN); the session cookies land in the request context's cookie jar.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  csrfToken: () => Promise<string | undefined>,
  login: string = DEMO_CUSTOMER.nationalId,
) {
  const check = await request.get(`${API}/check-authenticated`);
  expect(check.ok(), 'check-authenticated').toBe(true);
  const headers = { 'X-CSRFTOKEN': (await csrfToken()) ?? '', Accept: 'application/json' };
  const started = await request.post(`${API}/sign-in`, { data: { login }, headers });
  expect(started.ok(), `sign-in: ${await started.text()}`).toBe(true);
  const { sid } = (await started.json()) as { sid: string };
  const verified = await request.post(`${API}/sign-in/otp`, {
    data: { sid, otp: DEMO_CUSTOMER.otp },
    headers,
  });
  expect(verified.ok(), `sign-in/otp: ${await verified.text()}`).toBe(true);
}

/**
 * The demo customer's session cookies, signed in once for a worker (in a namespace of its own): the
 * mock's sessions are shared by every namespace, so each test of the worker uses them in its own.
 * The namespace is the run's (`namespace`, with the run's id): the mock limits the codes of a login
 * (5 in 15 minutes of its clock), and a mock server that outlives a run (reuseExistingServer) would
 * otherwise count every run's and every restarted worker's sign-in against the demo customer.
 */
export async function demoSessionCookies(baseURL: string, namespace: string): Promise<Cookie[]> {
  const request = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Mock-Namespace': namespace },
  });
  const csrf = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  await signInThroughApi(request, csrf);
  const { cookies } = await request.storageState();
  await request.dispose();
  return cookies;
}

/** Moves the clock of the page's namespace forward (holds, deadlines, OTP and Nafath follow it). */
export async function advanceClock(page: Page, seconds: number) {
  const answer = await page.request.post('/__mock/clock', { data: { advance_seconds: seconds } });
  expect(answer.ok(), 'POST /__mock/clock').toBe(true);
}

export type MockStats = {
  refresh_calls: number;
  payments: number;
  payments_successful: number;
  reservations_charged_twice: number;
  faults: Record<string, number>;
  /** Taps on an advertiser's call or WhatsApp link, oldest first. */
  leads: { listing_kind: string; listing_id: number; channel: string }[];
};

/** The mock's counters for the page's namespace (`GET /__mock/stats`). */
export async function mockStats(page: Page): Promise<MockStats> {
  const answer = await page.request.get('/__mock/stats');
  expect(answer.ok(), 'GET /__mock/stats').toBe(true);
  return (await answer.json()) as MockStats;
}

/** Takes the API away for `seconds` of the mock's clock (every API call loses its connection). */
export async function startOutage(page: Page, seconds: number) {
  const answer = await page.request.post('/__mock/outage', { data: { seconds } });
  expect(answer.ok(), 'POST /__mock/outage').toBe(true);
}

/**
 * Resolves once the app has taken over the server's page (hydrated: a page shown, not a loading
 * state) and no API call is in flight (src/lib/browser/activity.ts): the app's own signal, never a fixed time.
 */
export async function appReady(page: Page, timeout?: number) {
  await page.waitForFunction(
    () => {
      const html = document.documentElement;
      return html.hasAttribute('data-page-shown') && !html.hasAttribute('data-api-busy');
    },
    undefined,
    { timeout },
  );
}

/** Resolves once no API call is in flight. */
export async function apiIdle(page: Page) {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-api-busy'));
}

/**
 * Lets `seconds` pass for the app and the mock at once: the mock's clock moves and the page's clock
 * (`await page.clock.install()` before the first load) jumps, firing the app's timers and polls.
 */
export async function passTime(page: Page, seconds: number) {
  await advanceClock(page, seconds);
  await page.clock.fastForward(seconds * 1000);
}
