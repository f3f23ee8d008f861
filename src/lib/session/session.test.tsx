import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  getRefreshSessionMockHandler401,
  getSignOutMockHandler,
} from '@generated/api/auth/auth.msw';
import { describe, expect, it, vi } from 'vitest';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { answerSession, testCustomer } from '@/testing/session';
import { server } from '../../../mocks/node';
import { createQueryClient } from '../http/react-query';
import { sessionCheck, useSession } from './session';

const PRIVATE_KEY = ['/customer/api/v1/profile'];

function SessionView({
  onSignedOut,
  onError,
}: {
  onSignedOut?: () => void;
  onError?: (error: unknown) => void;
}) {
  const session = useSession();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>name: {session.profile?.full_name ?? '-'}</p>
      <button type="button" onClick={() => session.signOut({ onSignedOut }).catch(onError)}>
        sign out
      </button>
    </div>
  );
}

function answerSignOut(status: number) {
  const calls: Request[] = [];
  server.use(
    // 204, or a refusal the contract does not list for sign-out (401) or does (500).
    answerOperation(getSignOutMockHandler, ({ request }) => {
      calls.push(request);
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json({ errors: ['server__error'] }, { status });
    }),
  );
  return calls;
}

describe('session', () => {
  it('checks the session at start and reads the profile', async () => {
    const calls = answerSession(true);
    await renderApp(<SessionView />);
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText(`name: ${testCustomer.full_name}`)).toBeInTheDocument();
    expect(calls.check).toBe(1);
  });

  it('takes the session the server checked, without asking again', async () => {
    const calls = answerSession(true);
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery(sessionCheck());
    expect(calls.check).toBe(1);
    await renderApp(<SessionView />, { queryClient });
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(calls.check).toBe(1);
  });

  it.each([
    ['signed out', false, testCustomer],
    ['an anonymous profile', true, { ...testCustomer, is_anonymous: true }],
  ])('counts %s as anonymous', async (_name, signedIn, profile) => {
    answerSession(signedIn, profile);
    await renderApp(<SessionView />);
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText('name: -')).toBeInTheDocument();
  });

  it('sign-out clears the session, the profile and every cached query', async () => {
    answerSession(true);
    const calls = answerSignOut(204);
    const seenBeforeClear: unknown[] = [];
    const view = await renderApp(
      <SessionView
        onSignedOut={() => seenBeforeClear.push(view.queryClient.getQueryData(PRIVATE_KEY))}
      />,
    );
    await screen.findByText('status: authenticated');
    view.queryClient.setQueryData(PRIVATE_KEY, { national_id: '1000000008' });
    view.queryClient.setQueryData(['/customer/api/v1/reservations/'], { results: [1, 2] });

    await view.user.click(screen.getByRole('button', { name: 'sign out' }));

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText('name: -')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(seenBeforeClear).toEqual([{ national_id: '1000000008' }]);
    const left = view.queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(left).toEqual([['/customer/api/v1/check-authenticated']]);
  });

  it('a 401 from sign-out (already signed out) signs out too', async () => {
    answerSession(true);
    answerSignOut(401);
    server.use(getRefreshSessionMockHandler401({ errors: [] }));
    await renderApp(<SessionView />);
    await screen.findByText('status: authenticated');
    await screen.getByRole('button', { name: 'sign out' }).click();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
  });

  it('keeps the customer signed in when the server did not sign them out', async () => {
    answerSession(true);
    answerSignOut(500);
    const onError = vi.fn();
    const onSignedOut = vi.fn();
    const view = await renderApp(<SessionView onError={onError} onSignedOut={onSignedOut} />);
    await screen.findByText('status: authenticated');
    view.queryClient.setQueryData(PRIVATE_KEY, { national_id: '1000000008' });
    await view.user.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(view.queryClient.getQueryData(PRIVATE_KEY)).toEqual({ national_id: '1000000008' });
  });
});
