// The one way tests drive the mock backend: its handlers in-process (msw's getResponse, no server),
// called like a browser would (cookies, the CSRF header, Accept-Language), every answer checked against
// the contract by the one response validator (scripts/contract/validator.ts). The mock's own tests
// (mocks/**/*.test.ts) and the contract tests (tests/contract) both use it.
import { getResponse } from 'msw';
import { beforeEach, expect } from 'vitest';
import {
  ContractClient,
  errorCodesOf,
  type CallOptions,
  type Exchange,
} from '../../scripts/contract/client';
import { loadContract } from '../../scripts/contract/contract';
import { cookieNamesFor, type CookiePrefix } from '../../scripts/contract/cookie-names';
import { ResponseValidator } from '../../scripts/contract/validator';
import { withLuhnDigit } from '../../src/lib/input/luhn';
import { handlers } from '../handlers';

export const DEMO = { nationalId: '1000000008', mobile: '0500000001', otp: '123456' };
/** Sign-up details that work: a new customer. */
export const NEW_SIGN_UP = {
  national_id: '1000000065',
  phone_number: '0555555555',
  birthday: '1990-01-01',
  birthday_calendar: 'gregorian',
};

// Under jsdom the handlers answer as inside a page, where a script cannot set HttpOnly cookies
// (mocks/lib/auth-cookies.ts); every other attribute is checked.
const inPage = typeof document !== 'undefined';
const validator = new ResponseValidator(undefined, { scriptSetCookies: inPage });
let instances = 0;

async function transport(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  if (!response)
    throw new Error(`no mock handler answers ${request.method} ${new URL(request.url).pathname}`);
  return response;
}

/**
 * A client of the mock: its own cookie jar and its own host (so msw's cookie store never mixes two
 * clients). An answer that breaks the contract fails the test at once; `/__mock/` controls and the
 * mock provider's pages (`/psp/`) are not part of the contract.
 */
export class MockApi extends ContractClient {
  private readonly origin: string;

  /** `cookiePrefix`: the mock runs with MOCK_COOKIE_PREFIX (mocks/lib/session.ts setCookiePrefix). */
  constructor(language = 'ar', { cookiePrefix }: { cookiePrefix?: CookiePrefix } = {}) {
    const origin = `http://client${(instances += 1)}.localhost`;
    super(
      origin,
      transport,
      cookiePrefix
        ? new ResponseValidator(undefined, { scriptSetCookies: inPage, cookiePrefix })
        : validator,
    );
    this.origin = origin;
    this.language = language;
    this.cookieNames = cookieNamesFor(loadContract(), cookiePrefix);
  }

  /** A GET of a file: its bytes exactly as served, checked against the contract like any answer. */
  async download(path: string, headers: Record<string, string> = {}) {
    const url = new URL(path, this.origin);
    const cookie = this.jar.header(url.pathname);
    const response = await transport(
      new Request(url, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } }),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get('content-type');
    const text = new TextDecoder().decode(bytes);
    const violations = validator.validateResponse(
      'GET',
      url.pathname,
      response.status,
      contentType,
      text,
    );
    expect(violations, `GET ${path} answers as the contract says`).toEqual([]);
    return { status: response.status, headers: response.headers, bytes, text };
  }

  override async call<T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Exchange<T>> {
    const control = /^(\/__mock\/|(https?:\/\/[^/]+)?\/psp\/)/.test(path);
    const exchange = await super.call<T>(
      method,
      path,
      control ? { ...options, validate: false } : options,
    );
    expect(exchange.violations, `${method} ${path} answers as the contract says`).toEqual([]);
    return exchange;
  }

  control(path: string, options: CallOptions = {}): Promise<Exchange> {
    return this.call('POST', `/__mock/${path}`, { ...options, validate: false });
  }

  async reset(): Promise<void> {
    this.jar.clear();
    expect((await this.control('reset')).status).toBe(204);
  }

  /** Moves the mock's clock forward. */
  async advance(seconds: number): Promise<void> {
    expect((await this.control('clock', { json: { advance_seconds: seconds } })).status).toBe(200);
  }

  /** Moves the clock forward like a customer who stays active: the session is refreshed on the way. */
  async advanceActive(seconds: number): Promise<void> {
    for (let left = seconds; left > 0; left -= 20 * 60) {
      await this.advance(Math.min(left, 20 * 60));
      expectAnswer(await this.post('/customer/api/v1/refresh'), 204);
    }
  }

  /** Switches scenarios on for this client (the `mock_scenario` cookie); none: off. */
  scenario(...names: string[]): void {
    if (names.length === 0) this.jar.delete('mock_scenario');
    else this.jar.set('mock_scenario', names.join(','));
  }

  /** Starts like the web app: check-authenticated, which sets the `csrftoken` cookie. */
  async start(): Promise<Exchange> {
    const answer = await this.get('/customer/api/v1/check-authenticated');
    expectAnswer(answer, 200);
    expect(this.jar.get(this.cookieNames.csrf), 'check-authenticated sets csrftoken').toBeTruthy();
    return answer;
  }

  /** Signs in with the one-time code; answers the profile. */
  async signIn(login = DEMO.mobile): Promise<Record<string, unknown>> {
    if (!this.jar.get(this.cookieNames.csrf)) await this.start();
    const started = await this.post('/customer/api/v1/sign-in', { json: { login } });
    expectAnswer(started, 200);
    const done = await this.post('/customer/api/v1/sign-in/otp', {
      json: { sid: field(started, 'sid'), otp: DEMO.otp },
    });
    expectAnswer(done, 200);
    return field(done, 'profile') as Record<string, unknown>;
  }
}

/** A field of a JSON answer. */
export function field(exchange: Exchange, name: string): unknown {
  return (exchange.body as Record<string, unknown> | undefined)?.[name];
}

/** The `results` (or the array) of a list answer. */
export function items(exchange: Exchange): Array<Record<string, unknown>> {
  const body = exchange.body as unknown;
  const list = Array.isArray(body)
    ? body
    : (body as { results?: unknown; result?: unknown } | undefined)?.results;
  return Array.isArray(list) ? (list as Array<Record<string, unknown>>) : [];
}

/** The error codes of an answer (none when it is not an error). */
export const codesOf = errorCodesOf;

/** The status and, for errors, that the body holds these codes; the answer's body in the message. */
export function expectAnswer(
  exchange: Exchange,
  status: number | number[],
  ...codes: string[]
): void {
  const statuses = Array.isArray(status) ? status : [status];
  const actual = { status: exchange.status, codes: errorCodesOf(exchange) };
  const what = `${exchange.method} ${exchange.path} answered ${exchange.status} ${exchange.text.slice(0, 300)}`;
  expect(statuses, what).toContain(actual.status);
  expect(actual.codes, what).toEqual(expect.arrayContaining(codes));
}

/** One client per test, on a freshly seeded mock. */
export function useMockApi(): { readonly api: MockApi } {
  const state = { api: new MockApi() };
  beforeEach(async () => {
    state.api = new MockApi();
    await state.api.reset();
  });
  return state;
}

/** A 10-digit Saudi ID with a valid check digit, from 9 leading digits. */
export const nationalId = (first9: string): string => withLuhnDigit(first9);
