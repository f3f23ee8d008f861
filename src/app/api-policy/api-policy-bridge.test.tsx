import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getRefreshSessionMockHandler401 } from '@generated/api/auth/auth.msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toast';
import type { Locale } from '@/i18n/locale';
import { apiClient, resetApiPolicy } from '@/lib/http/api-client';
import { clearToasts } from '@/lib/browser/toast';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { server } from '../../../mocks/node';
import { ApiPolicyBridge } from './api-policy-bridge';

const CALL = '/customer/api/v1/test-call';

function answerCall(status: number, codes: string[], method: 'get' | 'post' = 'get') {
  server.use(http[method](`*${CALL}`, () => HttpResponse.json({ errors: codes }, { status })));
}

async function renderBridge(path: string, locale: Locale = 'ar') {
  answerSession(true);
  const view = await renderApp(
    <>
      <ApiPolicyBridge />
      <Toaster />
    </>,
    { path, locale },
  );
  return view;
}

const call = (method = 'GET') => act(() => apiClient({ url: CALL, method }).catch(() => undefined));

// The error texts load on demand in the app; load them once here so no test waits for the transform.
beforeAll(() => import('@/lib/error-messages'), 30_000);

afterEach(() => {
  resetApiPolicy();
  act(() => clearToasts());
});

describe('ApiPolicyBridge', () => {
  it.each([
    ['ar', '/properties?city=1', '/unsecure-network?from=%2Fproperties%3Fcity%3D1'],
    ['en', '/account', '/en/unsecure-network?from=%2Fen%2Faccount'],
  ] as const)(
    'unsecure__network (%s) goes to the insecure-network page with from',
    async (locale, path, expected) => {
      const view = await renderBridge(path, locale);
      answerCall(403, ['unsecure__network']);
      await call();
      await waitFor(() => expect(view.location()).toBe(expected));
    },
  );

  it('stays on the insecure-network page when already there', async () => {
    const view = await renderBridge('/unsecure-network?from=%2Ffaq');
    answerCall(403, ['unsecure__network']);
    await call();
    expect(view.memory.history).toEqual(['/unsecure-network?from=%2Ffaq']);
  });

  it('a session that cannot be refreshed goes to sign-in with from, once', async () => {
    const view = await renderBridge('/account/details', 'en');
    answerCall(401, ['authentication__required']);
    server.use(getRefreshSessionMockHandler401({ errors: [] }));
    await act(() => Promise.all([call(), call(), call()]));
    await waitFor(() => expect(view.location()).toBe('/en/sign-in?from=%2Fen%2Faccount%2Fdetails'));
    expect(view.memory.history).toHaveLength(2);
  });

  it('action__limit_exceeded shows an error toast in the language of the page', async () => {
    await renderBridge('/contact-us', 'en');
    answerCall(429, ['action__limit_exceeded'], 'post');
    await call('POST');
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many/i);
  });

  it('sends Accept-Language in the language of the page', async () => {
    await renderBridge('/faq', 'en');
    let language: string | null = null;
    server.use(
      http.get(`*${CALL}`, ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json({});
      }),
    );
    await call();
    expect(language).toBe('en');
  });
});
