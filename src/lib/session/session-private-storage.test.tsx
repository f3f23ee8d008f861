import { screen, waitFor } from '@testing-library/react';
import { getSignOutMockHandler } from '@generated/api/auth/auth.msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { server } from '../../../mocks/node';
import { readPrivate, writePrivate } from './private-storage';
import { useSession } from './session';

function SignOutButton() {
  const session = useSession();
  return (
    <button type="button" onClick={() => void session.signOut()}>
      sign out {session.status}
    </button>
  );
}

describe('sign-out and the private drafts of the tab', () => {
  it('forgets what sign-up kept in the tab (ID, phone, date of birth), and all else in it', async () => {
    answerSession(true);
    server.use(getSignOutMockHandler());
    writePrivate('auth.sign-up.details', { national_id: '1000000065' });
    sessionStorage.setItem('catalogue.filters', 'a page’s own');
    const view = await renderApp(<SignOutButton />);
    await view.user.click(await screen.findByRole('button', { name: 'sign out authenticated' }));
    await waitFor(() => expect(readPrivate('auth.sign-up.details')).toBeUndefined());
    expect(sessionStorage.length).toBe(0);
    sessionStorage.clear();
  });
});
