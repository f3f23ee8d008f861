// Proof that `npm run contract:verify` catches a broken server: the mock's handlers (in-process) behind
// a transport that breaks the contract one way at a time; the verifier must report exactly that
// violation, on the right operation, and nothing else.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { setCookiePrefix } from '../../mocks/lib/session';
import type { Transport } from '../../scripts/contract/client';
import { loadContract } from '../../scripts/contract/contract';
import type { CookiePrefix } from '../../scripts/contract/cookie-names';
import { handSteps } from '../../scripts/contract/hand-steps';
import { hostileFileName } from '../../scripts/contract/requests';
import { startPrism } from '../../scripts/contract/prism';
import { failedChecks } from '../../scripts/contract/report';
import { runChecks } from '../../scripts/contract/verify-runner';

type Answer = { status: number; headers: Headers; body: unknown };
/** The request a break looks at: its method, media type, cookies, CSRF header and, for JSON, its body. */
type Sent = {
  method: string;
  type: string;
  text: string;
  /** The body's length in bytes, whatever its type. */
  size: number;
  cookie: string;
  csrf: string | null;
};
type Break = {
  name: string;
  /** The contract tags of the walk: one, or those the operation's links need (signing in, a reservation). */
  tag: string | string[];
  operation: string;
  /** Operations that fail with it: their ids come from the broken answer's links. */
  cascade?: string[];
  violation: string;
  /** Changes the answer to a request for this path (what was sent); undefined: leaves it alone. */
  change: (path: string, answer: Answer, seen: number, sent: Sent) => Answer | undefined;
  /** Changes a request before the mock reads it (a server that reads it another way). */
  rewrite?: (request: Request) => Request;
  /** The deployment's cookie names (`--cookie-prefix`, the mock's MOCK_COOKIE_PREFIX). */
  cookiePrefix?: CookiePrefix;
};

/** A cookie's value in a `Cookie` header or a `Set-Cookie` line. */
const cookieIn = (text: string, name: string) =>
  new RegExp(`(?:^|[;,]\\s*)${name}=([^;,\\s]*)`).exec(text)?.[1] || undefined;

/** The session a sign-in replaced → the session it started (a server that keeps both). */
const successors = new Map<string, string>();

const SIGN_IN_OTP = '/customer/api/v1/sign-in/otp';

const VITALS = '/customer/api/v1/telemetry/vitals';
const ERRORS = '/customer/api/v1/telemetry/errors';
const taken = (answer: Answer): Answer => ({ ...answer, status: 204, body: '' });

const json = (answer: Answer, body: unknown): Answer => ({ ...answer, body });

/** The contract's example of a request queued for offers (the submit's 200). */
const SUBMITTED = (
  loadContract().operations.find((operation) => operation.operationId === 'submitFinancingRequest')!
    .operation.responses!['200']!.content!['application/json'] as { example: unknown }
).example;

/** The contract's example of a code sent (a 200 of the start of a one-time-code flow). */
const CODE_SENT = (
  loadContract().operations.find((operation) => operation.operationId === 'startPhoneNumberChange')!
    .operation.responses!['200']!.content!['application/json'] as { example: unknown }
).example;

/**
 * A server that does not end the other sessions when the number changes: once it changed, a session's
 * refused profile is answered as before (the profile of that session's own earlier answer).
 */
function keptSessions(): Break['change'] {
  let changed = false;
  let profile: unknown;
  return (path, answer) => {
    if (path === '/customer/api/v1/profile/phone-number/otp' && answer.status === 200) {
      changed = true;
      profile = answer.body;
    }
    if (!changed || path !== '/customer/api/v1/profile' || answer.status !== 401) return undefined;
    return { ...json(answer, profile), status: 200 };
  };
}

/**
 * A server that keeps the documents of a deleted account: once the account is deleted, the
 * provider's download answers what it answered before (the file) instead of 404.
 */
function keptDocuments(): Break['change'] {
  let deleted = false;
  let served: Answer | undefined;
  return (path, answer) => {
    if (path === '/customer/api/v1/profile/deletion/otp' && answer.status === 204) deleted = true;
    if (!/^\/provider\/api\/v1\/financing-documents\/\d+\/file$/.test(path)) return undefined;
    if (answer.status === 200) served = answer;
    return deleted && served && answer.status === 404 ? served : undefined;
  };
}

/** The mock's logins that have an account during a walk (the demo customer, the sign-up walk's). */
const REGISTERED = ['0500000001', '1000000008', '0555555555', '1000000065'];

/**
 * A server without the rate limit of one operation: its `429` becomes the ordinary answer (the
 * limits of the contract's `x-rate-limits`; the verifier's probes must notice).
 */
function unlimited(
  tag: string | string[],
  operation: string,
  path: RegExp,
  ordinary: (body: unknown) => { status: number; body: unknown },
): Break {
  return {
    name: `no rate limit on ${operation}`,
    tag,
    operation,
    violation: 'expected 429 action__limit_exceeded within',
    change: (at, answer, _seen, sent) => {
      if (!path.test(at) || answer.status !== 429) return undefined;
      const made = ordinary(sent.text ? JSON.parse(sent.text) : undefined);
      const headers = new Headers(answer.headers);
      headers.delete('retry-after');
      return { status: made.status, headers, body: made.body };
    },
  };
}

const session = (sid: unknown) => ({
  status: 200,
  body: {
    sid: typeof sid === 'string' ? sid : crypto.randomUUID(),
    valid_during_sec: 120,
    resend_after_sec: 30,
  },
});
const receipt = (prefix: string) => () => ({
  status: 201,
  body: { id: 9001, reference: `${prefix}-2026-009001` },
});

const LIMITS: Break[] = [
  unlimited('auth', 'signIn', /^\/customer\/api\/v1\/sign-in$/, () => session(undefined)),
  unlimited('auth', 'signUp', /^\/customer\/api\/v1\/sign-up$/, () => session(undefined)),
  unlimited('auth', 'resendOtp', /^\/api\/v1\/otp-resend$/, (body) =>
    session((body as { sid?: unknown } | undefined)?.sid),
  ),
  unlimited('auth', 'verifySignInOtp', /^\/customer\/api\/v1\/sign-in\/otp$/, () => ({
    status: 400,
    body: { errors: ['otp__invalid'], meta: { attempts_left: 2 } },
  })),
  unlimited(
    ['requests', 'lookups'],
    'createFeedback',
    /^\/customer\/api\/v1\/feedback$/,
    receipt('FB'),
  ),
  unlimited(
    ['requests', 'lookups'],
    'createRealEstateRequest',
    /^\/customer\/api\/v1\/real-estate-request$/,
    receipt('RE'),
  ),
  unlimited(
    'careers',
    'createCareerApplication',
    /^\/customer\/api\/v1\/careers\/applications$/,
    receipt('JA'),
  ),
  unlimited('catalogue', 'createLead', /^\/customer\/api\/v1\/leads$/, () => ({
    status: 201,
    body: { id: 9001, created_at: '2026-11-25T10:00:00Z' },
  })),
];

/** The contract's example of a payment waiting for 3-D Secure. */
const PAYMENT = (loadContract().document.components!.schemas!.Payment as { example: unknown })
  .example;

const BREAKS: Break[] = [
  ...LIMITS,
  {
    name: 'a sign-in that tells an unknown login from a registered one',
    tag: 'auth',
    operation: 'signIn',
    violation: 'an unknown login answers otherwise than a registered one',
    change: (path, answer, _seen, sent) => {
      if (path !== '/customer/api/v1/sign-in' || answer.status !== 200) return undefined;
      const login = (JSON.parse(sent.text) as { login?: unknown }).login;
      if (typeof login !== 'string' || REGISTERED.includes(login)) return undefined;
      return { ...json(answer, { errors: ['customer__not_found'] }), status: 404 };
    },
  },
  {
    name: 'a missing required field',
    tag: 'lookups',
    operation: 'getWebAppConfig',
    violation: 'misses required property otp_length',
    change: (path, answer) => {
      if (path !== '/customer/api/v1/web-app-config') return undefined;
      const { otp_length: _gone, ...rest } = answer.body as Record<string, unknown>;
      return json(answer, rest);
    },
  },
  {
    name: 'a wrong type',
    tag: 'lookups',
    operation: 'getWebAppConfig',
    violation: '/otp_resend_seconds must be integer (got "soon")',
    change: (path, answer) =>
      path === '/customer/api/v1/web-app-config'
        ? json(answer, { ...(answer.body as object), otp_resend_seconds: 'soon' })
        : undefined,
  },
  {
    name: 'an undocumented status',
    tag: 'lookups',
    operation: 'listEmploymentTypes',
    violation: 'status 418 is not documented for listEmploymentTypes',
    change: (path, answer) =>
      path === '/api/v1/employment-types/' ? { ...answer, status: 418 } : undefined,
  },
  {
    name: 'a wrong content type',
    tag: 'lookups',
    operation: 'listSimahCities',
    violation: 'content type "text/plain" is not documented for listSimahCities 200',
    change: (path, answer) => {
      if (path !== '/api/v1/simah/cities/') return undefined;
      const headers = new Headers(answer.headers);
      headers.set('content-type', 'text/plain');
      return { ...answer, headers };
    },
  },
  {
    name: 'an error body without its codes',
    tag: 'lookups',
    operation: 'listNhcRegionCities',
    violation: 'misses required property errors',
    change: (path, answer) =>
      path === '/api/v1/nhc/regions/999999999/cities/' ? json(answer, {}) : undefined,
  },
  {
    name: 'no Set-Cookie for csrftoken',
    tag: 'auth',
    operation: 'checkAuthenticated',
    violation: 'header Set-Cookie is required on checkAuthenticated 200',
    // The two clients' first calls keep their cookie: the check of the operation itself loses it.
    change: (path, answer, seen) => {
      if (path !== '/customer/api/v1/check-authenticated' || seen <= 2) return undefined;
      const headers = new Headers(answer.headers);
      headers.delete('set-cookie');
      return { ...answer, headers };
    },
  },
  {
    name: 'a cookie without an attribute the contract declares',
    tag: 'auth',
    operation: 'refreshSession',
    violation: 'cookie refresh of refreshSession 204 lacks HttpOnly',
    change: (path, answer) => {
      if (path !== '/customer/api/v1/refresh' || answer.status !== 204) return undefined;
      const headers = new Headers(answer.headers);
      headers.delete('set-cookie');
      for (const line of answer.headers.getSetCookie())
        headers.append(
          'set-cookie',
          line.startsWith('refresh=') ? line.replace('; HttpOnly', '') : line,
        );
      return { ...answer, headers };
    },
  },
  {
    name: 'a change of number taken without a fresh proof',
    tag: ['auth', 'privacy'],
    operation: 'startPhoneNumberChange',
    violation: 'expected status 403, got 200',
    // The mock's refusal turned into what a server that never asks for a step-up would answer.
    change: (path, answer) => {
      if (path !== '/customer/api/v1/profile/phone-number' || answer.status !== 403)
        return undefined;
      return { ...json(answer, CODE_SENT), status: 200 };
    },
  },
  {
    name: 'a forged unsubscribe token taken',
    tag: ['auth', 'messages'],
    operation: 'unsubscribeMessages',
    violation: 'expected status 400, got 200',
    // A server that does not check the token's signature: it turns the kind off all the same.
    change: (path, answer) =>
      path === '/customer/api/v1/message-unsubscribe' && answer.status === 400
        ? {
            ...json(answer, { kind: 'price_drop', channel: 'email', subscribed: false }),
            status: 200,
          }
        : undefined,
  },
  {
    name: 'an expired unsubscribe token taken',
    tag: ['auth', 'messages'],
    operation: 'unsubscribeMessages',
    violation: 'an expired unsubscribe token answers 200',
    change: (path, answer, _seen, sent) =>
      path === '/customer/api/v1/message-unsubscribe' &&
      answer.status === 400 &&
      !sent.text.includes('c2lnbmF0dXJl')
        ? {
            ...json(answer, { kind: 'price_drop', channel: 'email', subscribed: false }),
            status: 200,
          }
        : undefined,
  },
  {
    name: "the customer's other sessions left signed in after a change of number",
    tag: ['auth', 'privacy'],
    operation: 'confirmPhoneNumberChange',
    violation: 'another session of the customer still answers 200',
    change: keptSessions(),
  },
  {
    name: "a deleted account's documents still served to providers",
    tag: ['auth', 'privacy'],
    operation: 'confirmAccountDeletion',
    violation: 'a document of the deleted account still answers 200',
    change: keptDocuments(),
  },
  {
    name: 'a list that is not paged',
    tag: 'catalogue',
    operation: 'listAgencies',
    violation: 'body (listAgencies 200): (body) must be object',
    change: (path, answer) =>
      path === '/api/v1/agencies/'
        ? json(answer, (answer.body as { results: unknown[] }).results)
        : undefined,
  },
  {
    name: 'a submit taken without the documents the request needs',
    tag: ['auth', 'catalogue', 'lookups', 'reservations', 'financing'],
    operation: 'submitFinancingRequest',
    violation: 'expected status 400, got 200',
    // The mock's own refusal turned into what a server that never checks documents would answer.
    change: (path, answer) => {
      if (!/^\/customer\/api\/v1\/financing-requests\/\d+\/submit$/.test(path)) return undefined;
      const codes = (answer.body as { errors?: string[] }).errors ?? [];
      if (!codes.includes('documents__missing')) return undefined;
      return { ...json(answer, SUBMITTED), status: 200 };
    },
  },
  {
    name: 'a request that finances a reservation without naming its number',
    tag: ['auth', 'catalogue', 'lookups', 'reservations', 'financing'],
    operation: 'submitFinancingRequest',
    violation: 'must have property reservation_number when property reservation_id is present',
    change: (path, answer) => {
      if (!/^\/customer\/api\/v1\/financing-requests\/\d+\/submit$/.test(path)) return undefined;
      if (answer.status !== 200) return undefined;
      const { reservation_number: _gone, ...rest } = answer.body as Record<string, unknown>;
      return json(answer, rest);
    },
  },
  {
    name: 'a 3-D Secure return path that leaves the site, taken',
    tag: ['auth', 'catalogue', 'lookups', 'reservations'],
    operation: 'createReservationPayment',
    violation: 'expected status 400, got 201',
    // A server whose only check is "starts with / but not // or /\\": it takes `/<TAB>/evil.example/x`.
    change: (path, answer, _seen, sent) => {
      if (!/^\/customer\/api\/v1\/reservations\/\d+\/payments$/.test(path)) return undefined;
      const codes = (answer.body as { errors?: string[] }).errors ?? [];
      if (!codes.includes('return_path__invalid')) return undefined;
      const returnPath = (JSON.parse(sent.text) as { return_path?: unknown }).return_path;
      if (typeof returnPath !== 'string' || !/^\/(?![/\\])/.test(returnPath)) return undefined;
      return { ...json(answer, PAYMENT), status: 201 };
    },
  },
  {
    name: 'a text/plain body over the limit, read',
    tag: ['auth', 'profile'],
    operation: 'updateProfile',
    violation: 'expected status 413, got 400',
    // A server that limits JSON bodies only: the large text is read, and the fields it lacks refused.
    change: (path, answer, _seen, sent) =>
      path === '/customer/api/v1/profile' && answer.status === 413 && sent.type === 'text/plain'
        ? { ...json(answer, { errors: ['email__invalid'] }), status: 400 }
        : undefined,
  },
  {
    name: 'a body of a media type the operation does not take, read',
    tag: ['auth', 'profile'],
    operation: 'updateProfile',
    violation: 'expected status 415, got 400',
    change: (path, answer) =>
      path === '/customer/api/v1/profile' && answer.status === 415
        ? { ...json(answer, { errors: ['email__invalid'] }), status: 400 }
        : undefined,
  },
  {
    name: 'an upload kept under the name it was sent with (poly.html, U+202E)',
    tag: ['auth', 'catalogue', 'lookups', 'reservations', 'financing'],
    operation: 'uploadFinancingDocument',
    cascade: ['downloadFinancingDocument', 'deleteFinancingDocument'],
    violation: 'file_name',
    change: (path, answer) =>
      /^\/customer\/api\/v1\/financing-requests\/\d+\/documents\/$/.test(path) &&
      answer.status === 201
        ? json(answer, { ...(answer.body as object), file_name: hostileFileName('file') })
        : undefined,
  },
  {
    name: 'a download that lets the browser guess its type',
    tag: ['auth', 'catalogue', 'lookups', 'reservations', 'financing'],
    operation: 'downloadFinancingDocument',
    violation: 'header X-Content-Type-Options is required on downloadFinancingDocument 200',
    change: (path, answer) => {
      if (!/\/documents\/\d+\/file$/.test(path) || !path.startsWith('/customer/')) return undefined;
      const headers = new Headers(answer.headers);
      headers.delete('x-content-type-options');
      return { ...answer, headers };
    },
  },
  {
    name: 'a personal answer without Cache-Control: no-store',
    tag: ['auth', 'profile'],
    operation: 'getProfile',
    violation: 'Cache-Control of getProfile 200 is missing: a personal answer must be no-store',
    change: (path, answer, _seen, sent) => {
      if (path !== '/customer/api/v1/profile' || sent.method !== 'GET') return undefined;
      if (answer.status !== 200) return undefined;
      const headers = new Headers(answer.headers);
      headers.delete('cache-control');
      return { ...answer, headers };
    },
  },
  {
    name: 'a sign-in that leaves the session before it working',
    tag: 'auth',
    operation: 'verifySignInOtp',
    violation: 'expected status 401, got 200: the session of the sign-in before',
    // Keeps which session each sign-in replaced, and serves a request of the old one as the new one.
    change: (path, answer, _seen, sent) => {
      if (path !== SIGN_IN_OTP || answer.status !== 200) return undefined;
      const before = cookieIn(sent.cookie, 'sessionid');
      const after = cookieIn(answer.headers.getSetCookie().join(', '), 'sessionid');
      if (before && after) successors.set(before, after);
      return undefined;
    },
    rewrite: (request) => {
      const cookie = request.headers.get('cookie') ?? '';
      let session = cookieIn(cookie, 'sessionid');
      if (!session || !successors.has(session)) return request;
      while (successors.has(session!)) session = successors.get(session!);
      const headers = new Headers(request.headers);
      headers.set('cookie', cookie.replace(/sessionid=[^;]*/, `sessionid=${session}`));
      return new Request(request, { headers });
    },
  },
  {
    name: 'a refresh cookie sent with every request (Path=/)',
    tag: 'auth',
    operation: 'refreshSession',
    violation:
      'cookie refresh of refreshSession 204 has Path=/, the contract says Path=/customer/api/v1/refresh',
    change: (path, answer) => {
      if (path !== '/customer/api/v1/refresh' || answer.status !== 204) return undefined;
      const headers = new Headers(answer.headers);
      headers.delete('set-cookie');
      for (const line of answer.headers.getSetCookie())
        headers.append('set-cookie', line.replace(/Path=\/customer\/api\/v1\/refresh/, 'Path=/'));
      return { ...answer, headers };
    },
  },
  {
    name: 'a CSRF token that is not tied to the session',
    tag: ['auth', 'notifications'],
    operation: 'markAllNotificationsRead',
    violation: 'expected status 403, got 204',
    // A server that only compares the cookie with the header: another session's pair passes.
    change: (path, answer, _seen, sent) => {
      if (path !== '/customer/api/v1/notifications/mark-all-read' || answer.status !== 403)
        return undefined;
      if (!sent.csrf || cookieIn(sent.cookie, 'csrftoken') !== sent.csrf) return undefined;
      return { status: 204, headers: new Headers(), body: '' };
    },
  },
  {
    name: 'a CSRF cookie without the __Host- prefix the deployment promises',
    tag: 'auth',
    operation: 'checkAuthenticated',
    cookiePrefix: '__Host-',
    violation: 'Set-Cookie of checkAuthenticated 200 does not set __Host-csrftoken',
    // The two clients' first calls keep their cookie: the check of the operation itself loses it.
    change: (path, answer, seen) => {
      if (path !== '/customer/api/v1/check-authenticated' || seen <= 2) return undefined;
      const headers = new Headers(answer.headers);
      headers.delete('set-cookie');
      for (const line of answer.headers.getSetCookie())
        headers.append('set-cookie', line.replace(/^__Host-csrftoken=/, 'csrftoken='));
      return { ...answer, headers };
    },
  },
  {
    name: 'field data that needs the CSRF header (a beacon cannot send one)',
    tag: 'telemetry',
    operation: 'reportVitals',
    violation: 'expected status 204, got 403',
    change: (path, answer, _seen, sent) =>
      path === VITALS && !sent.csrf
        ? { ...json(answer, { errors: ['csrf__invalid'] }), status: 403 }
        : undefined,
  },
  {
    name: 'error reports without the rate limit per network',
    tag: 'telemetry',
    operation: 'reportErrors',
    violation: 'expected status 429, got 204',
    change: (path, answer) =>
      path === ERRORS && answer.status === 429 ? taken(answer) : undefined,
  },
  {
    name: 'field data over its 16 KiB taken (only the general 64 KiB refused)',
    tag: 'telemetry',
    operation: 'reportVitals',
    violation: 'expected status 413, got 204',
    change: (path, answer, _seen, sent) =>
      path === VITALS && answer.status === 413 && sent.size <= 65_536 ? taken(answer) : undefined,
  },
  {
    name: "an error report whose route is the page's address",
    tag: 'telemetry',
    operation: 'reportErrors',
    violation: 'expected status 400, got 204',
    change: (path, answer, _seen, sent) => {
      if (path !== ERRORS || answer.status !== 400) return undefined;
      let route: unknown;
      try {
        ({ route } = JSON.parse(sent.text) as { route?: unknown });
      } catch {
        route = undefined;
      }
      return typeof route === 'string' && /^\/(?:.*[\d?]|en\/)/.test(route)
        ? taken(answer)
        : undefined;
    },
  },
  {
    name: 'a picture whose smaller copies are not served',
    tag: 'catalogue',
    operation: 'getUnit',
    violation: 'answers 404',
    change: (path, answer) =>
      path.startsWith('/media/') ? { ...answer, status: 404, body: '' } : undefined,
  },
  {
    name: 'a copy of the data without the saved budget',
    tag: ['auth', 'privacy'],
    operation: 'getPersonalDataExport',
    violation: 'the copy does not hold the budget check the customer saved',
    change: (path, answer) => {
      if (path !== '/customer/api/v1/profile/data-export' || answer.status !== 200)
        return undefined;
      const { budget: _budget, ...rest } = answer.body as Record<string, unknown>;
      return json(answer, rest);
    },
  },
];

let hosts = 0;

function brokenTransport(broken: Break): Transport {
  const seen = new Map<string, number>();
  return async (request) => {
    const path = new URL(request.url).pathname;
    seen.set(path, (seen.get(path) ?? 0) + 1);
    const read = broken.rewrite?.(request) ?? request;
    const type = read.headers.get('content-type') ?? '';
    const sent = {
      method: read.method,
      type,
      text: /json/.test(type) ? await read.clone().text() : '',
      size: (await read.clone().arrayBuffer()).byteLength,
      cookie: read.headers.get('cookie') ?? '',
      csrf: read.headers.get('x-csrftoken'),
    };
    const response = await getResponse(handlers, read);
    if (!response) throw new Error(`no handler for ${path}`);
    const bytes = await response.arrayBuffer();
    const text = new TextDecoder().decode(bytes);
    const answer: Answer = {
      status: response.status,
      headers: response.headers,
      body:
        text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text,
    };
    const changed = broken.change(path, answer, seen.get(path) ?? 0, sent);
    if (!changed) return new Response(bytes.byteLength > 0 ? bytes : null, response);
    const body = typeof changed.body === 'string' ? changed.body : JSON.stringify(changed.body);
    return new Response(body || null, { status: changed.status, headers: changed.headers });
  };
}

describe('contract:verify catches a server that breaks the contract', () => {
  it.each(BREAKS)('$name ($operation)', async (broken) => {
    const contract = loadContract();
    const baseUrl = `http://verify${(hosts += 1)}.localhost`;
    const transport = brokenTransport(broken);
    await transport(new Request(`${baseUrl}/__mock/reset`, { method: 'POST' }));
    setCookiePrefix(broken.cookiePrefix);
    const report = await runChecks(contract, {
      baseUrl,
      transport,
      only: [broken.tag].flat(),
      hand: handSteps(true),
      cookiePrefix: broken.cookiePrefix,
    }).finally(() => setCookiePrefix(undefined));
    const failed = failedChecks(report);
    const where = failed.map(
      (result) => `${result.check.operation.operationId}: ${result.violations.join('; ')}`,
    );
    expect(failed.length, where.join('\n')).toBeGreaterThan(0);
    expect(
      new Set(failed.map((result) => result.check.operation.operationId)),
      where.join('\n'),
    ).toEqual(new Set([broken.operation, ...(broken.cascade ?? [])]));
    expect(failed.flatMap((result) => result.violations).join('\n')).toContain(broken.violation);
  });

  it('passes the same operations when nothing is broken', async () => {
    const contract = loadContract();
    const baseUrl = `http://verify${(hosts += 1)}.localhost`;
    const transport = brokenTransport({ ...BREAKS[0], change: () => undefined });
    await transport(new Request(`${baseUrl}/__mock/reset`, { method: 'POST' }));
    const report = await runChecks(contract, {
      baseUrl,
      transport,
      only: [...new Set(BREAKS.flatMap((broken) => broken.tag))],
      hand: handSteps(true),
    });
    expect(failedChecks(report).map((result) => result.violations)).toEqual([]);
  });
});

describe("Prism's validation proxy (the independent reading)", () => {
  it('reports a broken answer that the verifier replays through it', async () => {
    const prism = await startPrism();
    const found: string[] = [];
    try {
      const broken: Transport = async () =>
        Response.json({ otp_resend_seconds: 'soon' }, { status: 200 });
      await prism.wrap(broken, (_request, finding) => found.push(finding))(
        new Request('http://prism.localhost/customer/api/v1/web-app-config'),
      );
    } finally {
      await prism.close();
    }
    expect(found).toContain(
      'prism: response.body.otp_resend_seconds Response body property otp_resend_seconds must be integer',
    );
    expect(found.join('\n')).toContain("must have required property 'otp_length'");
  });
});
