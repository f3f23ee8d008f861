// The telemetry reports on the mock: field data (its 75th percentile per route and metric at
// /__mock/vitals) and error reports (deduplicated with a count at /__mock/errors), anonymous and
// without the CSRF header, bounded in size and rate-limited per network.
import { describe, expect, it } from 'vitest';
import { codesOf, MockApi } from '../testing/mock-api';

const VITALS = '/customer/api/v1/telemetry/vitals';
const ERRORS = '/customer/api/v1/telemetry/errors';

/** A browser's beacon: no session, no CSRF header. */
function beacon() {
  return new MockApi('ar');
}

const vitals = (route: string, metrics: Array<[string, number]>) => ({
  release: 'test-release',
  route,
  language: 'ar',
  connection: '4g',
  device: 'phone',
  metrics: metrics.map(([name, value]) => ({
    name,
    value,
    rating: 'good',
    navigation_type: 'navigate',
    ...(name === 'LCP' && { target: 'main>img.hero' }),
  })),
});

const errors = (reports: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) => ({
  release: 'test-release',
  route: '/units/:id',
  language: 'en',
  browser: 'Safari 18',
  reports,
  ...extra,
});

type Summary = { routes: Record<string, Record<string, { p75: number; count: number }>> };
type Listed = {
  errors: Array<{
    kind: string;
    message: string;
    stack?: string;
    route: string;
    browser: string;
    count: number;
    fingerprint: string;
  }>;
};

describe('field data', () => {
  it('takes a report without a session or CSRF header and prints the 75th percentile per route and metric', async () => {
    const client = beacon();
    for (const [lcp, cls] of [
      [1000, 0.01],
      [2000, 0.02],
      [3000, 0.2],
      [4000, 0.05],
    ] as const) {
      const answer = await client.post(VITALS, {
        json: vitals('/units/:id', [
          ['LCP', lcp],
          ['CLS', cls],
        ]),
        csrf: false,
      });
      expect(answer.status).toBe(204);
    }
    await client.post(VITALS, { json: vitals('/', [['TTFB', 120]]), csrf: false });
    const summary = (await client.get<Summary>('/__mock/vitals')).body;
    expect(summary.routes['/units/:id']).toMatchObject({
      LCP: { p75: 3000, count: 4 },
      CLS: { p75: 0.05, count: 4 },
    });
    expect(summary.routes['/']).toMatchObject({ TTFB: { p75: 120, count: 1 } });
  });

  it('takes the same report sent as text/plain (a beacon from another origin)', async () => {
    const client = beacon();
    const answer = await client.post(VITALS, {
      raw: JSON.stringify(vitals('/properties', [['INP', 180]])),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      csrf: false,
    });
    expect(answer.status).toBe(204);
    const summary = (await client.get<Summary>('/__mock/vitals')).body;
    expect(summary.routes['/properties']).toMatchObject({ INP: { p75: 180, count: 1 } });
  });

  it.each(['/units/1036', '/sign-in?from=/account', '/en/units/:id', 'units/:id'])(
    'refuses %s as the route: an address, not a pattern',
    async (route) => {
      const answer = await beacon().post(VITALS, {
        json: vitals(route, [['LCP', 900]]),
        csrf: false,
      });
      expect([answer.status, codesOf(answer)]).toEqual([400, ['route__invalid']]);
    },
  );

  it('lists every failing field', async () => {
    const answer = await beacon().post(VITALS, {
      json: { route: '/', language: 'fr', device: 'watch', metrics: [{ name: 'FID', value: 1 }] },
      csrf: false,
    });
    expect([answer.status, codesOf(answer)]).toEqual([
      400,
      [
        'release__required',
        'language__invalid',
        'connection__required',
        'device__invalid',
        'metrics__invalid',
      ],
    ]);
  });

  it('refuses a body over 16 KiB with 413 body__too_large', async () => {
    const body = vitals('/', [['LCP', 900]]);
    const padded = JSON.stringify({ ...body, padding: 'x'.repeat(16 * 1024) });
    const answer = await beacon().post(VITALS, {
      raw: padded,
      headers: { 'Content-Type': 'application/json' },
      csrf: false,
    });
    expect([answer.status, codesOf(answer)]).toEqual([413, ['body__too_large']]);
  });

  it('answers 429 after 60 reports a minute from one network, with Retry-After; another network and the next minute pass', async () => {
    const client = beacon();
    const send = (network = '203.0.113.7') =>
      client.post(VITALS, {
        json: vitals('/', [['LCP', 900]]),
        csrf: false,
        headers: { 'X-Real-IP': network },
      });
    for (let index = 0; index < 60; index += 1) expect((await send()).status).toBe(204);
    const refused = await send();
    expect([refused.status, codesOf(refused)]).toEqual([429, ['action__limit_exceeded']]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('198.51.100.4')).status).toBe(204);
    await client.post('/__mock/clock', { json: { advance_seconds: 61 }, validate: false });
    expect((await send()).status).toBe(204);
  });
});

describe('error reports', () => {
  it('keeps them deduplicated by fingerprint with a count', async () => {
    const client = beacon();
    const report = {
      kind: 'error',
      message: "TypeError: Cannot read properties of undefined (reading 'price')",
      stack:
        "TypeError: Cannot read properties of undefined (reading 'price')\n    at Ve (https://www.example.com/assets/record-unit-BvK1x2aQ.js:1:2345)",
      count: 2,
    };
    for (const count of [2, 3])
      expect(
        (await client.post(ERRORS, { json: errors([{ ...report, count }]), csrf: false })).status,
      ).toBe(204);
    await client.post(ERRORS, {
      json: errors([{ kind: 'chunk', message: 'TypeError: Failed to fetch', count: 1 }]),
      csrf: false,
    });
    const listed = (await client.get<Listed>('/__mock/errors')).body.errors;
    expect(listed).toHaveLength(2);
    expect(listed.find((each) => each.kind === 'error')).toMatchObject({
      message: report.message,
      route: '/units/:id',
      browser: 'Safari 18',
      count: 5,
    });
  });

  it('scrubs what it keeps, whatever the page sent', async () => {
    const client = beacon();
    await client.post(ERRORS, {
      json: errors([
        {
          kind: 'boundary',
          message: 'No customer 1012345678 (mohammed@example.com, 0501234567)',
          stack:
            'Error\n    at https://www.example.com/account/reservations/48213?token=abc123def456:1:2',
          count: 1,
        },
      ]),
      csrf: false,
    });
    const text = JSON.stringify((await client.get<Listed>('/__mock/errors')).body);
    for (const value of [
      '1012345678',
      'mohammed@example.com',
      '0501234567',
      '48213',
      'abc123def456',
    ])
      expect(text).not.toContain(value);
  });

  it('refuses a browser given as a user agent, and lists the missing fields', async () => {
    const answer = await beacon().post(ERRORS, {
      json: {
        route: '/units/:id',
        language: 'ar',
        browser: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Safari/604.1',
      },
      csrf: false,
    });
    expect([answer.status, codesOf(answer)]).toEqual([
      400,
      ['release__required', 'browser__invalid', 'reports__required'],
    ]);
  });

  it("keeps the browser's own CSP reports (report-to) as csp reports; the page's report of the same violation is the same one", async () => {
    const client = beacon();
    const reportTo = await client.post(ERRORS, {
      raw: JSON.stringify([
        {
          type: 'csp-violation',
          age: 10,
          url: 'https://www.example.com/en/units/1036?phone=0501234567',
          user_agent:
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
          body: {
            documentURL: 'https://www.example.com/en/units/1036?phone=0501234567',
            blockedURL: 'inline',
            effectiveDirective: 'script-src-elem',
            sourceFile: 'https://www.example.com/en/units/1036?phone=0501234567',
            lineNumber: 12,
            columnNumber: 4,
            disposition: 'enforce',
          },
        },
        { type: 'deprecation', url: 'https://www.example.com/', body: { id: 'x' } },
      ]),
      headers: { 'Content-Type': 'application/reports+json' },
      csrf: false,
    });
    expect(reportTo.status).toBe(204);
    await client.post(ERRORS, {
      json: errors(
        [
          {
            kind: 'csp',
            message: 'Content-Security-Policy: script-src-elem blocked inline',
            stack: '    at https://www.example.com/en/units/:id:12:4',
            count: 1,
          },
        ],
        { browser: 'Chrome 131' },
      ),
      csrf: false,
    });
    const listed = (await client.get<Listed>('/__mock/errors')).body.errors;
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'csp',
        message: 'Content-Security-Policy: script-src-elem blocked inline',
        route: '/units/:id',
        browser: 'Chrome 131',
        count: 2,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain('0501234567');
  });
});
