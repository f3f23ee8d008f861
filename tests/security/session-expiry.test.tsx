// Attacks on the end of a session. When the session cannot be refreshed, nothing of the customer's
// may stay in the tab for the next person at the keyboard: every cached answer and the tab's session
// storage are cleared. And a CSRF-token fetch that itself gets 401 while the session is being
// refreshed must not hang the calls waiting on it: the call ends with a sign-in prompt, in seconds.
import { act, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getCheckAuthenticatedMockHandler,
  getRefreshSessionMockHandler401,
} from '@generated/api/auth/auth.msw';
import {
  getGetProfileMockHandler401,
  getResendEmailConfirmationMockHandler401,
} from '@generated/api/profile/profile.msw';
import { ApiPolicyBridge } from '@/app/api-policy/api-policy-bridge';
import { apiClient, ApiError, configureApiPolicy, resetApiPolicy } from '@/lib/http/api-client';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { server } from '../../mocks/node';

const PRIVATE = '/customer/api/v1/profile';
const unauthorized = () => HttpResponse.json({ errors: [] }, { status: 401 });

afterEach(() => resetApiPolicy());

describe('a session that cannot be refreshed', () => {
  it('clears every cached answer and the tab’s session storage, then asks to sign in', async () => {
    answerSession(true);
    const view = await renderApp(<ApiPolicyBridge />, { path: '/account/details', locale: 'en' });
    view.queryClient.setQueryData(['reservations', 'mine'], { results: [{ iban: 'SA03…' }] });
    view.queryClient.setQueryData(['financing-requests', 7], { monthly_income: 25_000 });
    sessionStorage.setItem('private:contact-draft', '{"text":"my salary is…"}');
    sessionStorage.setItem('sign-up-flow', '{"sid":"x"}');
    server.use(
      getGetProfileMockHandler401({ errors: [] }),
      getRefreshSessionMockHandler401({ errors: [] }),
    );

    await act(() => apiClient({ url: PRIVATE, method: 'GET' }).catch(() => undefined));

    await waitFor(() => expect(view.location()).toBe('/en/sign-in?from=%2Fen%2Faccount%2Fdetails'));
    expect(view.queryClient.getQueryData(['reservations', 'mine'])).toBeUndefined();
    expect(view.queryClient.getQueryData(['financing-requests', 7])).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a CSRF-token fetch that gets 401 during a refresh', () => {
  it('does not hang the call: it ends with a sign-in prompt within seconds', async () => {
    const signInPrompt = vi.fn();
    configureApiPolicy({ onSessionExpired: signInPrompt });
    // No csrftoken cookie yet: the unsafe call first asks check-authenticated for one.
    server.use(
      // The contract lists no 401 for the session check: the attack sends one anyway.
      answerOperation(getCheckAuthenticatedMockHandler, unauthorized),
      getRefreshSessionMockHandler401({ errors: [] }),
      getResendEmailConfirmationMockHandler401({ errors: [] }),
    );
    const started = performance.now();
    const outcome = await Promise.race([
      apiClient({ url: `${PRIVATE}/resend-email-confirmation`, method: 'POST' }).then(
        () => 'resolved',
        (error: unknown) => error,
      ),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 3_000)),
    ]);
    expect(outcome).toBeInstanceOf(ApiError);
    expect((outcome as ApiError).status).toBe(401);
    expect(signInPrompt).toHaveBeenCalledTimes(1);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
