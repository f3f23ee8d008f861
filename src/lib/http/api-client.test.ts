import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCheckAuthenticatedMockHandler,
  getRefreshSessionMockHandler,
} from '@generated/api/auth/auth.msw';
import { answerOperation } from '@/testing/operation';
import { server } from '../../../mocks/node';
import {
  apiClient,
  configureApiPolicy,
  REFRESH_PATH,
  resetApiPolicy,
  setApiTimeout,
} from './api-client';
import { refreshSession } from './http';
import { ApiError } from './api-error';
import { setRetryPauses } from './api-retry';
import { queryDefaults } from './react-query';

const THING = '/api/v1/test-thing';
const OTHER = '/customer/api/v1/test-other';
const url = (path: string) => `*${path}`;

const get = <T = unknown>(path = THING, extra = {}) =>
  apiClient<T>({ url: path, method: 'GET', ...extra });
const post = <T = unknown>(path = THING, extra = {}) =>
  apiClient<T>({ url: path, method: 'POST', data: { a: 1 }, ...extra });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A handler that fails with `status` until `okAfter` calls, and counts every call. */
function counting(
  method: 'get' | 'post' | 'delete' | 'put',
  path: string,
  status: number,
  okAfter = Infinity,
) {
  const calls: Request[] = [];
  server.use(
    http[method](url(path), ({ request }) => {
      calls.push(request.clone());
      if (calls.length > okAfter) return HttpResponse.json({ ok: true });
      return HttpResponse.json({ errors: ['server__error'] }, { status });
    }),
  );
  return calls;
}

const policy = {
  onSessionExpired: vi.fn(),
  onSessionEnded: vi.fn(),
  onInsecureNetwork: vi.fn(),
  onRateLimited: vi.fn(),
};

beforeEach(() => {
  resetApiPolicy();
  Object.values(policy).forEach((fn) => fn.mockReset());
  configureApiPolicy(policy);
  setRetryPauses([0, 0]);
  window.history.replaceState(null, '', '/');
});
afterEach(() => resetApiPolicy());

describe('headers', () => {
  it('sends Accept, the active language and the CSRF token from the cookie', async () => {
    document.cookie = 'csrftoken=tok-123; Path=/';
    const seen: Headers[] = [];
    server.use(
      http.all(url(THING), ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({});
      }),
    );
    await get();
    configureApiPolicy({ locale: () => 'en' });
    await post();
    expect(seen[0].get('accept')).toBe('application/json');
    expect(seen[0].get('accept-language')).toBe('ar');
    expect(seen[1].get('accept-language')).toBe('en');
    expect(seen[1].get('x-csrftoken')).toBe('tok-123');
    expect(seen[0].get('x-csrftoken')).toBe('tok-123');
  });

  it('reads the language from the path before the app configures it', async () => {
    resetApiPolicy();
    window.history.replaceState(null, '', '/en/projects');
    let language: string | null = null;
    server.use(
      http.get(url(THING), ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json({});
      }),
    );
    await get();
    expect(language).toBe('en');
  });

  it('fetches the CSRF cookie once before unsafe calls made without it', async () => {
    const order: string[] = [];
    const headers: (string | null)[] = [];
    server.use(
      getCheckAuthenticatedMockHandler(() => {
        order.push('check');
        document.cookie = 'csrftoken=fresh-1; Path=/';
        return { authenticated: false };
      }),
      http.post(url(THING), ({ request }) => {
        order.push('post');
        headers.push(request.headers.get('x-csrftoken'));
        return HttpResponse.json({});
      }),
    );
    await Promise.all([post(), post()]);
    expect(order).toEqual(['check', 'post', 'post']);
    expect(headers).toEqual(['fresh-1', 'fresh-1']);
  });

  it('never asks for the cookie before safe calls, and lets the server refuse if it stays missing', async () => {
    let checks = 0;
    let header: string | null = 'unset';
    server.use(
      getCheckAuthenticatedMockHandler(() => {
        checks += 1;
        return { authenticated: false };
      }),
      http.get(url(THING), () => HttpResponse.json({})),
      http.post(url(THING), ({ request }) => {
        header = request.headers.get('x-csrftoken');
        return HttpResponse.json({ errors: ['csrf__invalid'] }, { status: 403 });
      }),
    );
    await get();
    expect(checks).toBe(0);
    expect((await rejection(post())).codes).toEqual(['csrf__invalid']);
    expect(checks).toBe(1);
    expect(header).toBeNull();
  });
});

describe('a crossed CSRF token', () => {
  /** POST handler: refuses with `code` while the header is not `accept`; `change` runs on the first call. */
  function refusing(code: string, accept: string, change?: () => void) {
    const headers: (string | null)[] = [];
    server.use(
      http.post(url(THING), ({ request }) => {
        headers.push(request.headers.get('x-csrftoken'));
        if (headers.length === 1) change?.();
        if (request.headers.get('x-csrftoken') === accept) return HttpResponse.json({ ok: true });
        return HttpResponse.json({ errors: [code] }, { status: 403 });
      }),
    );
    return headers;
  }

  it('sends the call once more when the cookie changed after it was read', async () => {
    document.cookie = 'csrftoken=old-1; Path=/';
    const headers = refusing('csrf__invalid', 'new-1', () => {
      document.cookie = 'csrftoken=new-1; Path=/';
    });
    await expect(post()).resolves.toEqual({ ok: true });
    expect(headers).toEqual(['old-1', 'new-1']);
  });

  it('does not repeat a refusal when the cookie is unchanged, or for another 403', async () => {
    document.cookie = 'csrftoken=same-1; Path=/';
    const headers = refusing('csrf__invalid', 'never');
    expect((await rejection(post())).codes).toEqual(['csrf__invalid']);
    expect(headers).toEqual(['same-1']);

    const others = refusing('permission__denied', 'new-2', () => {
      document.cookie = 'csrftoken=new-2; Path=/';
    });
    expect((await rejection(post())).codes).toEqual(['permission__denied']);
    expect(others).toEqual(['same-1']);
  });

  it('repeats at most once', async () => {
    document.cookie = 'csrftoken=a-1; Path=/';
    const headers: (string | null)[] = [];
    server.use(
      http.post(url(THING), ({ request }) => {
        headers.push(request.headers.get('x-csrftoken'));
        document.cookie = `csrftoken=b-${headers.length}; Path=/`;
        return HttpResponse.json({ errors: ['csrf__invalid'] }, { status: 403 });
      }),
    );
    expect((await rejection(post())).codes).toEqual(['csrf__invalid']);
    expect(headers).toEqual(['a-1', 'b-1']);
  });
});

describe('401 and the session refresh', () => {
  it('makes one refresh for several calls failing at once, then retries each of them', async () => {
    let refreshed = false;
    let refreshCalls = 0;
    server.use(
      getRefreshSessionMockHandler(() => {
        refreshCalls += 1;
        refreshed = true;
      }),
      http.get(url(THING), () =>
        refreshed
          ? HttpResponse.json({ thing: 1 })
          : HttpResponse.json({ errors: ['authentication__required'] }, { status: 401 }),
      ),
      http.get(url(OTHER), () =>
        refreshed
          ? HttpResponse.json({ other: 2 })
          : HttpResponse.json({ errors: ['authentication__required'] }, { status: 401 }),
      ),
    );
    const answers = await Promise.all([get(), get(OTHER), get(), get(OTHER)]);
    expect(answers).toEqual([{ thing: 1 }, { other: 2 }, { thing: 1 }, { other: 2 }]);
    expect(refreshCalls).toBe(1);
    expect(policy.onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends a call answered 401 after a renewal it was sent before again, without a second refresh', async () => {
    let refreshCalls = 0;
    let release!: () => void;
    const renewed = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answerOperation(getRefreshSessionMockHandler, () => {
        refreshCalls += 1;
        // A second refresh fails, as on a server where the first one ended the old session.
        if (refreshCalls > 1)
          return HttpResponse.json({ errors: ['authentication__required'] }, { status: 401 });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    counting('get', THING, 401, 1);
    const late = counting('get', OTHER, 401, 1);
    server.use(
      http.get(url(OTHER), async () => {
        // Sent with the old session, its 401 arrives once the renewal is done.
        if (late.length === 0) await renewed;
        return undefined;
      }),
    );
    const slow = get(OTHER);
    expect(await get()).toEqual({ ok: true });
    release();
    await expect(slow).resolves.toEqual({ ok: true });
    expect(late).toHaveLength(2);
    expect(refreshCalls).toBe(1);
    expect(policy.onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the visitor to sign-in once when the refresh fails, and the calls reject with 401', async () => {
    const refreshes = counting('post', REFRESH_PATH, 401);
    counting('get', THING, 401);
    const errors = await Promise.all([rejection(get()), rejection(get()), rejection(get())]);
    expect(errors.map((error) => error.status)).toEqual([401, 401, 401]);
    expect(refreshes).toHaveLength(1);
    expect(policy.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not redirect when the caller suppressed redirects, but says the session ended', async () => {
    counting('post', REFRESH_PATH, 401);
    const calls = counting('get', THING, 401);
    const error = await rejection(get(THING, { suppressRedirect: true }));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(policy.onSessionExpired).not.toHaveBeenCalled();
    expect(policy.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('never refreshes or redirects because of the refresh call’s own 401', async () => {
    const refreshes = counting('post', REFRESH_PATH, 401);
    await expect(refreshSession()).resolves.toBe(false);
    const error = await rejection(post(REFRESH_PATH));
    expect(error.status).toBe(401);
    expect(refreshes).toHaveLength(2);
    expect(policy.onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a call only once after a refresh, even if it fails with 401 again', async () => {
    const refreshes = counting('post', REFRESH_PATH, 204, 0);
    const calls = counting('get', THING, 401);
    const error = await rejection(get());
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(2);
    expect(refreshes).toHaveLength(1);
  });
});

describe('error codes', () => {
  it('unsecure__network sends the visitor to the insecure-network page and rejects', async () => {
    server.use(
      http.get(url(THING), () =>
        HttpResponse.json({ errors: ['unsecure__network'] }, { status: 403 }),
      ),
    );
    const error = await rejection(get());
    expect(error.has('unsecure__network')).toBe(true);
    expect(policy.onInsecureNetwork).toHaveBeenCalledTimes(1);
  });

  it('action__limit_exceeded raises the toast and the call still rejects', async () => {
    server.use(
      http.post(url(THING), () =>
        HttpResponse.json({ errors: ['action__limit_exceeded'] }, { status: 429 }),
      ),
    );
    const error = await rejection(post());
    expect(error.status).toBe(429);
    expect(error.codes).toEqual(['action__limit_exceeded']);
    expect(policy.onRateLimited).toHaveBeenCalledTimes(1);
  });

  it('other errors reach the caller as their list of codes and meta', async () => {
    server.use(
      http.post(url(THING), () =>
        HttpResponse.json(
          { errors: ['email__invalid', 'full_name__required'], meta: { field: 'x' } },
          { status: 400 },
        ),
      ),
    );
    const error = await rejection(post());
    expect(error.codes).toEqual(['email__invalid', 'full_name__required']);
    expect(error.meta).toEqual({ field: 'x' });
    expect(Object.values(policy).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });

  it('a call that never reached the server is a network error', async () => {
    server.use(http.get(url(THING), () => HttpResponse.error()));
    const error = await rejection(get());
    expect(error.isNetworkError).toBe(true);
    expect(error.status).toBeNull();
    expect(error.codes).toEqual([]);
  });
});

describe('retries', () => {
  it.each([408, 425, 429, 500, 502, 503, 504])(
    'retries a GET up to twice on %i',
    async (status) => {
      const calls = counting('get', THING, status, 2);
      await expect(get()).resolves.toEqual({ ok: true });
      expect(calls).toHaveLength(3);
    },
  );

  it('gives up after the third attempt', async () => {
    const calls = counting('get', THING, 503);
    expect((await rejection(get())).status).toBe(503);
    expect(calls).toHaveLength(3);
  });

  it('retries a GET that got no answer or timed out', async () => {
    let dropped = 0;
    server.use(
      http.get(url(THING), () => (++dropped === 1 ? HttpResponse.error() : undefined)),
      http.get(url(THING), () => HttpResponse.json({ ok: true })),
    );
    await expect(get()).resolves.toEqual({ ok: true });
    expect(dropped).toBe(2);

    setApiTimeout(50);
    let slow = 0;
    server.use(
      http.get(url(OTHER), async () => {
        slow += 1;
        if (slow === 1) await delay(1000);
        return HttpResponse.json({ ok: slow });
      }),
    );
    await expect(get(OTHER)).resolves.toEqual({ ok: 2 });
  });

  it('retries DELETE, HEAD and OPTIONS too', async () => {
    const calls = counting('delete', THING, 502);
    await rejection(apiClient({ url: THING, method: 'DELETE' }));
    expect(calls).toHaveLength(3);
    let heads = 0;
    server.use(
      http.head(url(OTHER), () => {
        heads += 1;
        return new HttpResponse(null, { status: heads > 1 ? 200 : 503 });
      }),
    );
    await apiClient({ url: OTHER, method: 'HEAD' });
    expect(heads).toBe(2);
  });

  it.each([500, 503, 429])(
    'never retries a POST without an Idempotency-Key (%i)',
    async (status) => {
      const calls = counting('post', THING, status);
      await rejection(post());
      expect(calls).toHaveLength(1);
    },
  );

  it('retries a POST with its Idempotency-Key, the same key each time', async () => {
    const calls = counting('post', THING, 503, 2);
    const key = '5b1f0c7e-2f0a-4d7a-9a47-3b8e0f6c9d21';
    await expect(post(THING, { headers: { 'Idempotency-Key': key } })).resolves.toEqual({
      ok: true,
    });
    expect(calls.map((call) => call.headers.get('idempotency-key'))).toEqual([key, key, key]);
  });

  it('gives the calls the server dedupes a key per intent: the same form the same key', async () => {
    const FEEDBACK = '/customer/api/v1/feedback';
    const calls = counting('post', FEEDBACK, 503);
    document.cookie = 'csrftoken=c-1; Path=/';
    await rejection(post(FEEDBACK, { data: { text: 'one' } }));
    await rejection(post(FEEDBACK, { data: { text: 'one' } }));
    await rejection(post(FEEDBACK, { data: { text: 'two' } }));
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(9);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(new Set(keys.slice(0, 6)).size).toBe(1);
    expect(keys[6]).not.toBe(keys[0]);
  });

  it('does not retry a rate limit or a long Retry-After', async () => {
    const limited: Request[] = [];
    server.use(
      http.get(url(THING), ({ request }) => {
        limited.push(request);
        return HttpResponse.json({ errors: ['action__limit_exceeded'] }, { status: 429 });
      }),
      http.get(url(OTHER), ({ request }) => {
        limited.push(request);
        return HttpResponse.json(
          { errors: ['service__unavailable'] },
          { status: 503, headers: { 'Retry-After': '120' } },
        );
      }),
    );
    await rejection(get());
    await rejection(get(OTHER));
    expect(limited).toHaveLength(2);
  });

  it('never retries a PUT', async () => {
    const calls = counting('put', THING, 503);
    await rejection(apiClient({ url: THING, method: 'PUT', data: {} }));
    expect(calls).toHaveLength(1);
  });

  it.each([400, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    const calls = counting('get', THING, status);
    await rejection(get());
    expect(calls).toHaveLength(1);
  });

  it('react-query itself never retries', () => {
    expect(queryDefaults.queries?.retry).toBe(false);
    expect(queryDefaults.mutations?.retry).toBe(false);
  });
});
