import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getListSavedHomesMockHandler,
  getRemoveSavedHomeMockHandler,
  getSaveHomeMockHandler,
  getSaveHomeMockHandler409,
} from '@generated/api/saved/saved.msw';
import type { ErrorBody, SavedHome } from '@generated/model';
import { getToasts } from '@/lib/browser/toast';
import { answerSession } from '@/testing/session';
import { renderApp } from '@/testing/render';
import { server } from '../../../mocks/node';
import { SaveButton } from './save-button';

const LISTING = { kind: 'unit', id: 501, title: 'Garden flat' } as const;
const home: SavedHome = {
  kind: 'unit',
  listing_id: 501,
  title: 'Garden flat',
  available: true,
  saved_at: '2025-03-02T09:30:00Z',
};

/** A signed-in customer's saved homes; `put` answers the save (a failure to test the rollback). */
function answerSaved(initial: SavedHome[], refuse?: () => Promise<ErrorBody>) {
  const calls = { put: 0, remove: 0 };
  let saved = [...initial];
  answerSession(true);
  server.use(
    getListSavedHomesMockHandler(() => ({ count: saved.length, results: saved })),
    refuse
      ? getSaveHomeMockHandler409(() => {
          calls.put += 1;
          return refuse();
        })
      : getSaveHomeMockHandler(() => {
          calls.put += 1;
          saved = [home];
          return home;
        }),
    getRemoveSavedHomeMockHandler(() => {
      calls.remove += 1;
      saved = [];
    }),
  );
  return calls;
}

describe('SaveButton', { timeout: 30_000 }, () => {
  it('names the listing, shows whether it is saved and removes it', async () => {
    const calls = answerSaved([home]);
    const { user } = await renderApp(<SaveButton listing={LISTING} />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Save Garden flat' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls.remove).toBe(1));
  });

  it('saves at once and goes back, with a toast, when the server refuses', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = answerSaved([], async () => {
      await answered;
      return { errors: ['saved_homes__limit_reached'] };
    });
    const { user } = await renderApp(<SaveButton listing={LISTING} variant="labelled" />, {
      locale: 'en',
    });
    const button = screen.getByRole('button', { name: /Save Garden flat/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    answer();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.put).toBe(1);
    expect(getToasts().map((toast) => toast.message)).toContainEqual(
      expect.stringContaining('You have saved 200 homes'),
    );
  });

  it('sends a guest to sign in with the way back, and saves once they are back signed in', async () => {
    answerSession(false);
    const first = await renderApp(<SaveButton listing={LISTING} />, {
      locale: 'en',
      path: '/units/501',
    });
    await first.user.click(screen.getByRole('button', { name: 'Save Garden flat' }));
    expect(first.location()).toBe('/en/sign-in?from=%2Fen%2Funits%2F501');
    expect(JSON.stringify(sessionStorage)).not.toMatch(/Garden|flat/);
    first.unmount();

    const calls = answerSaved([]);
    await renderApp(<SaveButton listing={LISTING} />, { locale: 'en', path: '/units/501' });
    await waitFor(() => expect(calls.put).toBe(1));
    expect(screen.getByRole('button', { name: 'Save Garden flat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('before the app runs, submits a sign-in form with the way back and the save to make', async () => {
    answerSession(false);
    await renderApp(<SaveButton listing={LISTING} />, { locale: 'en', path: '/units/501' });
    const button = screen.getByRole('button', { name: 'Save Garden flat' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/sign-in');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      from: '/en/units/501',
      save: 'unit-501',
    });
  });
});
