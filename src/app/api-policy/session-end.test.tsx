import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  getRefreshSessionMockHandler401,
  getSignOutMockHandler,
} from '@generated/api/auth/auth.msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiPolicyBridge } from './api-policy-bridge';
import { createQueryClient } from '@/lib/http/react-query';
import { renderApp } from '@/testing/render';
import { answerSession, testCustomer } from '@/testing/session';
import { server } from '../../../mocks/node';
import { apiClient, resetApiPolicy } from '@/lib/http/api-client';
import { formPlace, forgetKeptForms, keepForm, readKeptForm } from '@/lib/session/kept-forms';
import { privateLocalKey, writePrivate } from '@/lib/session/private-storage';
import { useSession } from '@/lib/session/session';

const CALL = '/customer/api/v1/test-call';
const PLACE = formPlace('/en/account/details', 'profile-edit-heading');
const SHOWN = privateLocalKey('notifications:shown');

function Ends() {
  const session = useSession();
  return (
    <>
      <p>{session.status}</p>
      <button type="button" onClick={() => void session.signOut()}>
        sign out
      </button>
      <button type="button" onClick={() => session.forget('deleted')}>
        deleted
      </button>
    </>
  );
}

/** Everything of the customer's a tab can hold, put there before the session ends. */
async function signedInTab() {
  answerSession(true);
  const queryClient = createQueryClient();
  const view = await renderApp(
    <>
      <ApiPolicyBridge />
      <Ends />
    </>,
    { path: '/account/details', locale: 'en', queryClient },
  );
  await screen.findByText('authenticated');
  queryClient.setQueryData(['reservations'], [{ id: 1, unit: 'A-101' }]);
  writePrivate('financing.wizard', { monthly_income: 18_000 });
  sessionStorage.setItem('pending-save', JSON.stringify({ kind: 'unit', id: 7, at: Date.now() }));
  localStorage.setItem(SHOWN, '[1,2]');
  localStorage.setItem('web-fonts', 'loaded');
  keepForm(PLACE, testCustomer.national_id, { full_name: 'Sara Alqahtani' });
  // From here on the server knows the session is over; the tab does not yet.
  answerSession(false);
  return { view, queryClient };
}

function expectNothingOfTheCustomer(queryClient: ReturnType<typeof createQueryClient>) {
  expect(queryClient.getQueryData(['reservations'])).toBeUndefined();
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.getItem(SHOWN)).toBeNull();
  expect(localStorage.getItem('web-fonts')).toBe('loaded');
}

const refreshFails = () =>
  server.use(
    getRefreshSessionMockHandler401({ errors: ['authentication__required'] }),
    http.get(`*${CALL}`, () =>
      HttpResponse.json({ errors: ['authentication__required'] }, { status: 401 }),
    ),
  );

afterEach(() => {
  resetApiPolicy();
  forgetKeptForms();
});

describe('the end of a session forgets everything of the customer’s in the tab', () => {
  it('signing out: cache, session storage, private keys and kept forms', async () => {
    server.use(getSignOutMockHandler());
    const { view, queryClient } = await signedInTab();
    await view.user.click(screen.getByRole('button', { name: 'sign out' }));
    await screen.findByText('anonymous');
    expectNothingOfTheCustomer(queryClient);
    expect(readKeptForm(PLACE, testCustomer.national_id)).toBeUndefined();
  });

  it('a refresh that fails (expiry): all of it, but the kept form stays for the customer', async () => {
    const { view, queryClient } = await signedInTab();
    refreshFails();
    await act(() => apiClient({ url: CALL }).catch(() => undefined));
    await waitFor(() => expect(view.location()).toMatch(/^\/en\/sign-in\?from=/));
    await screen.findByText('anonymous');
    expectNothingOfTheCustomer(queryClient);
    expect(readKeptForm(PLACE, testCustomer.national_id)).toEqual({ full_name: 'Sara Alqahtani' });
  });

  it('a poll whose refresh fails: all of it, and the page stays', async () => {
    const { view, queryClient } = await signedInTab();
    refreshFails();
    await act(() => apiClient({ url: CALL, suppressRedirect: true }).catch(() => undefined));
    await screen.findByText('anonymous');
    expectNothingOfTheCustomer(queryClient);
    expect(view.location()).toBe('/en/account/details');
  });

  it('a deleted account: all of it, kept forms too', async () => {
    const { view, queryClient } = await signedInTab();
    await view.user.click(screen.getByRole('button', { name: 'deleted' }));
    await screen.findByText('anonymous');
    expectNothingOfTheCustomer(queryClient);
    expect(readKeptForm(PLACE, testCustomer.national_id)).toBeUndefined();
  });
});
