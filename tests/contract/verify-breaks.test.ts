// Proof that `npm run contract:verify` catches a broken server: the mock's handlers (in-process) behind
// a transport that breaks the contract one way at a time; the verifier must report exactly that
// violation, on the right operation, and nothing else.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import '../../mocks/lib/pdf-fonts-node';
import type { Transport } from '../../scripts/contract/client';
import { loadContract } from '../../scripts/contract/contract';
import { handSteps } from '../../scripts/contract/hand-steps';
import { startPrism } from '../../scripts/contract/prism';
import { failedChecks } from '../../scripts/contract/report';
import { runChecks } from '../../scripts/contract/verify-runner';

type Answer = { status: number; headers: Headers; body: unknown };
type Break = {
  name: string;
  /** The contract tags of the walk: one, or those the operation's links need (signing in, a reservation). */
  tag: string | string[];
  operation: string;
  violation: string;
  /** Changes the answer to a request for this path; undefined: leaves it alone. */
  change: (
    path: string,
    answer: Answer,
    seen: number,
    request: Request,
  ) => Answer | undefined | Promise<Answer | undefined>;
};

const VITALS = '/customer/api/v1/telemetry/vitals';
const ERRORS = '/customer/api/v1/telemetry/errors';
const taken = (answer: Answer): Answer => ({ ...answer, status: 204, body: '' });

const json = (answer: Answer, body: unknown): Answer => ({ ...answer, body });

/** The contract's example of a request queued for offers (the submit's 200). */
const SUBMITTED = (
  loadContract().operations.find((operation) => operation.operationId === 'submitFinancingRequest')!
    .operation.responses!['200']!.content!['application/json'] as { example: unknown }
).example;

const BREAKS: Break[] = [
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
    name: 'field data that needs the CSRF header (a beacon cannot send one)',
    tag: 'telemetry',
    operation: 'reportVitals',
    violation: 'expected status 204, got 403',
    change: (path, answer, _seen, request) =>
      path === VITALS && !request.headers.has('x-csrftoken')
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
    change: async (path, answer, _seen, request) =>
      path === VITALS && answer.status === 413 && (await request.clone().text()).length <= 65_536
        ? taken(answer)
        : undefined,
  },
  {
    name: "an error report whose route is the page's address",
    tag: 'telemetry',
    operation: 'reportErrors',
    violation: 'expected status 400, got 204',
    change: async (path, answer, _seen, request) => {
      if (path !== ERRORS || answer.status !== 400) return undefined;
      const { route } = (await request
        .clone()
        .json()
        .catch(() => ({}))) as { route?: unknown };
      return typeof route === 'string' && /^\/(?:.*[\d?]|en\/)/.test(route)
        ? taken(answer)
        : undefined;
    },
  },
];

let hosts = 0;

function brokenTransport(broken: Break): Transport {
  const seen = new Map<string, number>();
  return async (request) => {
    const path = new URL(request.url).pathname;
    seen.set(path, (seen.get(path) ?? 0) + 1);
    const response = await getResponse(handlers, request.clone());
    if (!response) throw new Error(`no handler for ${path}`);
    const text = await response.text();
    const answer: Answer = {
      status: response.status,
      headers: response.headers,
      body:
        text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text,
    };
    const changed = await broken.change(path, answer, seen.get(path) ?? 0, request);
    if (!changed) return new Response(text || null, response);
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
    const report = await runChecks(contract, {
      baseUrl,
      transport,
      only: [broken.tag].flat(),
      hand: handSteps(true),
    });
    const failed = failedChecks(report);
    const where = failed.map(
      (result) => `${result.check.operation.operationId}: ${result.violations.join('; ')}`,
    );
    expect(failed.length, where.join('\n')).toBeGreaterThan(0);
    expect(
      new Set(failed.map((result) => result.check.operation.operationId)),
      where.join('\n'),
    ).toEqual(new Set([broken.operation]));
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
