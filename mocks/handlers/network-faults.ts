import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { onReset } from '../db/registry';
import { clock, seconds } from '../lib/clock';
import { fail } from '../lib/http';
import { currentNamespace, scoped } from '../lib/namespace';
import { requestCookie } from '../lib/request-cookies';
import { hasScenario } from '../scenarios';

/**
 * A bad network, per namespace. `flaky-network`: a share of the browser's API calls answers 503, loses its
 * connection or waits 0.5–1.5 s (twice at most), the browser's first GET once web-app-config was
 * served hangs until the client gives up (its timeout), and the first form sent (unsafe call) loses
 * its connection. Which call gets what follows
 * from a seed (the `mock_seed` cookie or `X-Mock-Seed` header, else the namespace) and the call itself
 * (method, path, how many times it was made before), never from timing, so a walk meets the same
 * faults on every run. No call fails more than twice in a row, so a client that tries three times
 * always gets through. A connection is lost after the server did the work only for calls with an
 * `Idempotency-Key` (the only ones a client may send again). An outage
 * (`POST /__mock/outage`, or the `api-outage` scenario at the first form sent) drops every API call
 * until the namespace's clock has passed its end.
 */
const SHARE = { unavailable: 0.12, dropped: 0.1, delayed: 0.1 };
/** Waits per namespace at most: a long walk stays a walk. */
const MAX_DELAYED = 2;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const OUTAGE_SCENARIO_SECONDS = 30;
const CONFIG_PATH = '/customer/api/v1/web-app-config';
/** The page's reports of its own health (beacons) are not the customer's calls: no fault meets them. */
const TELEMETRY = /^\/customer\/api\/v1\/telemetry\//;

export const FAULTS_TIMEOUT_SECONDS = 3;
/** A client that did not take the timeout from web-app-config is let go soon after it. */
const SLOW_AT_MOST_MS = (FAULTS_TIMEOUT_SECONDS + 2) * 1000;
/** Real waits are multiplied by this (unit tests make them short). */
export const faultTiming = { scale: 1 };

const fresh = () => ({
  calls: new Map<string, number>(),
  streaks: new Map<string, number>(),
  configServed: false,
  slowDone: false,
  firstFormDone: false,
  outageUntil: undefined as number | undefined,
  outageStarted: false,
  counts: { unavailable: 0, dropped: 0, dropped_after_work: 0, delayed: 0, slow: 0, outage: 0 },
});
const state = scoped(fresh);
onReset(() => Object.assign(state, fresh()));

/** The mock's own counters of the faults it made (read by GET /__mock/stats). */
export const faultCounts = () => ({ ...state.counts });

export function startOutage(forSeconds: number): void {
  state.outageUntil = clock.now() + seconds(forSeconds);
  state.outageStarted = true;
}

const isApi = (pathname: string) =>
  pathname.startsWith('/api/') || /^\/[a-z-]+\/api\/v1\//.test(pathname);

/** A number in [0, 1) from a text: FNV-1a, then MurmurHash3's finalizer to spread the bits. */
function unit(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

function seedOf(request: Request): string {
  return (
    request.headers.get('x-mock-seed') ?? requestCookie(request, 'mock_seed') ?? currentNamespace()
  );
}

/** Waits `ms`, or less when the client gives up first. */
function hang(request: Request, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    request.signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), {
      once: true,
    });
  });
}

type Fate = 'ok' | 'unavailable' | 'dropped';

function fateOf(call: string, seed: string, draw: number): Fate {
  const streak = state.streaks.get(call) ?? 0;
  const roll = unit(`${seed} fate ${call} #${draw}`);
  const fate: Fate =
    streak >= 2
      ? 'ok'
      : roll < SHARE.unavailable
        ? 'unavailable'
        : roll < SHARE.unavailable + SHARE.dropped
          ? 'dropped'
          : 'ok';
  state.streaks.set(call, fate === 'ok' ? 0 : streak + 1);
  return fate;
}

/** The first form a namespace sends always loses its answer: the path a key or a retry must save. */
function lose(call: string): Fate {
  state.streaks.set(call, (state.streaks.get(call) ?? 0) + 1);
  return 'dropped';
}

async function flaky(request: Request, url: URL, next: () => RequestHandler[]) {
  const seed = seedOf(request);
  const call = `${request.method} ${url.pathname}${url.search}`;
  const draw = state.calls.get(call) ?? 0;
  state.calls.set(call, draw + 1);
  // Once the config is served (to the app's server or the browser), the app has applied its timeout
  // before it makes a call of its own.
  if (
    !state.slowDone &&
    request.method === 'GET' &&
    url.pathname !== CONFIG_PATH &&
    state.configServed
  ) {
    state.slowDone = true;
    state.counts.slow += 1;
    state.streaks.set(call, (state.streaks.get(call) ?? 0) + 1);
    await hang(request, SLOW_AT_MOST_MS * faultTiming.scale);
    return HttpResponse.error();
  }
  if (
    state.counts.delayed < MAX_DELAYED &&
    unit(`${seed} delay ${call} #${draw}`) < SHARE.delayed
  ) {
    state.counts.delayed += 1;
    const ms = 500 + Math.floor(unit(`${seed} ms ${call} #${draw}`) * 1000);
    await delay(ms * faultTiming.scale);
  }
  const firstForm = !SAFE.has(request.method) && !state.firstFormDone;
  if (firstForm) state.firstFormDone = true;
  const fate = firstForm ? lose(call) : fateOf(call, seed, draw);
  if (fate === 'unavailable') {
    state.counts.unavailable += 1;
    return fail(503, ['service__unavailable'], undefined, { 'Retry-After': '1' });
  }
  if (fate === 'dropped') {
    const keyed = request.headers.has('idempotency-key');
    if (keyed && (firstForm || unit(`${seed} after ${call} #${draw}`) < 0.5)) {
      state.counts.dropped_after_work += 1;
      await getResponse(next(), request.clone());
    } else state.counts.dropped += 1;
    return HttpResponse.error();
  }
  return undefined;
}

/** First of all handlers; `next` is the list after this one. Falls through when no fault applies. */
export const networkFaultHandlers = (next: () => RequestHandler[]) => [
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (!isApi(url.pathname) || TELEMETRY.test(url.pathname)) return undefined;
    if (
      hasScenario(request, 'api-outage') &&
      !state.outageStarted &&
      !['GET', 'HEAD', 'OPTIONS'].includes(request.method)
    ) {
      startOutage(OUTAGE_SCENARIO_SECONDS);
    }
    if (state.outageUntil !== undefined && clock.now() < state.outageUntil) {
      state.counts.outage += 1;
      return HttpResponse.error();
    }
    if (!hasScenario(request, 'flaky-network')) return undefined;
    if (url.pathname === CONFIG_PATH) state.configServed = true;
    // The customer's network, not the link from the app's server to the backend: only the browser's
    // calls (they carry Sec-Fetch-Mode; the server's own calls while rendering a page do not).
    if (!request.headers.has('sec-fetch-mode')) return undefined;
    return flaky(request, url, next);
  }),
];
