// Attack: a shared or borrowed computer. A visitor types a national ID, mobile and birthday into the
// sign-up form (the tab keeps them so a reload loses nothing) and walks away; the next person at the
// same tab reads them from sessionStorage, however long after. A guest's draft lives 15 minutes after
// its last change (GUEST_DRAFT_MS), also when no page reads it, and signing in forgets it.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignIn, SignUp } from '@/features/auth';
import { writePrivate } from '@/lib/session/private-storage';
import { renderApp } from '@/testing/render';

const ID = '1000000065';
const stored = () => JSON.stringify({ ...sessionStorage });

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("a guest's draft in the tab", { timeout: 60_000 }, () => {
  it('is gone 15 minutes after the last change, without any page reading it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const view = await renderApp(<SignUp />, { path: '/sign-up', locale: 'en' });
    await view.user.type(await screen.findByRole('textbox', { name: /national id or iqama/i }), ID);
    await view.user.type(screen.getByRole('textbox', { name: /mobile number/i }), '0555555555');
    await waitFor(() => expect(stored()).toContain(ID));
    view.unmount();
    vi.advanceTimersByTime(14 * 60_000);
    expect(stored()).toContain(ID);
    vi.advanceTimersByTime(60_000 + 1000);
    expect(stored()).not.toContain(ID);
    expect(stored()).not.toContain('0555555555');
  });

  it('is forgotten when the customer signs in', async () => {
    writePrivate('auth.sign-up.details', { national_id: ID, phone_number: '0555555555' });
    const view = await renderApp(<SignIn />, { path: '/sign-in', locale: 'en' });
    await view.user.type(
      await screen.findByRole('textbox', { name: /mobile number or national id/i }),
      '0500000001',
    );
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await view.user.type(
      await screen.findByRole('textbox', { name: /verification code/i }),
      '123456{Enter}',
    );
    await waitFor(() => expect(stored()).not.toContain('0500000001'));
    expect(stored()).not.toContain(ID);
  });
});
