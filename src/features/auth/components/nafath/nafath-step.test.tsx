import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getCreateNafathRequestMockHandler,
  getCreateNafathRequestMockHandler503,
  getGetNafathRequestMockHandler,
} from '@generated/api/auth/auth.msw';
import type { NafathRequestStatus } from '@generated/model';
import { clearToasts, getToasts } from '@/lib/browser/toast';
import { renderApp } from '@/testing/render';
import { answerSession, testCustomer } from '@/testing/session';
import { server } from '../../../../../mocks/node';
import { NafathStep } from './nafath-step';

afterEach(() => {
  sessionStorage.clear();
  clearToasts();
});

/** Nafath answers `statuses` one poll after another (the last one repeats); counts the requests made. */
function answerNafath(statuses: NafathRequestStatus[], created: 201 | 503 = 201) {
  const calls = { created: 0, polled: 0 };
  const expiresAt = new Date(Date.now() + 120_000).toISOString();
  server.use(
    created === 201
      ? getCreateNafathRequestMockHandler(() => {
          calls.created += 1;
          return {
            id: `nfr_${calls.created}`,
            random_number: '42',
            expires_at: expiresAt,
            valid_during_sec: 120,
          };
        })
      : getCreateNafathRequestMockHandler503(() => {
          calls.created += 1;
          return { errors: ['nafath__service_unavailable'] };
        }),
    getGetNafathRequestMockHandler(({ params }) => {
      const status = statuses[Math.min(calls.polled, statuses.length - 1)];
      calls.polled += 1;
      return {
        id: String(params.requestId),
        status,
        random_number: '42',
        expires_at: expiresAt,
      };
    }),
  );
  return calls;
}

describe('NafathStep', { timeout: 30_000 }, () => {
  it('shows the number and countdown, then offers a new request after a rejection', async () => {
    answerSession(true, { ...testCustomer, registration_step: 'nafath' });
    const calls = answerNafath(['rejected', 'waiting']);
    const view = await renderApp(<NafathStep />, { path: '/sign-up/nafath-auth', locale: 'en' });
    expect(await screen.findByText(/rejected in the Nafath app/)).toBeInTheDocument();
    expect(calls.created).toBe(1);
    await view.user.click(screen.getByRole('button', { name: 'Send a new request' }));
    expect(await screen.findByTestId('nafath-number')).toHaveTextContent('42');
    expect(screen.getByRole('timer')).toHaveTextContent(/Time left to confirm: [12]:\d\d/);
    expect(screen.getByRole('status')).toHaveTextContent(/Waiting for your confirmation/);
    expect(calls.created).toBe(2);
  });

  it('completes the sign-up when approved: says so and reads the session again', async () => {
    const session = answerSession(true, { ...testCustomer, registration_step: 'nafath' });
    document.cookie = 'csrftoken=test-csrf; Path=/'; // no extra session check for the token
    answerNafath(['approved']);
    sessionStorage.setItem('private:auth.sign-up.details', '{"national_id":"1000000065"}');
    await renderApp(<NafathStep />, { path: '/sign-up/nafath-auth', locale: 'ar' });
    expect(await screen.findByText(/تم التحقق من هويتك/)).toBeInTheDocument();
    await waitFor(() => expect(session.check).toBe(2));
    expect(getToasts().map((toast) => toast.kind)).toEqual(['success']);
    expect(sessionStorage.length).toBe(0);
  });

  it('says when Nafath is unavailable and lets the customer try again', async () => {
    answerSession(true, { ...testCustomer, registration_step: 'nafath' });
    const calls = answerNafath(['waiting'], 503);
    const view = await renderApp(<NafathStep />, { path: '/sign-up/nafath-auth', locale: 'en' });
    expect(await screen.findByText(/Nafath is not available/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.created).toBe(2));
  });
});
