import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearToasts,
  showToast,
  TOAST_ANIMATION_MS,
  TOAST_MAX_MS,
  TOAST_MIN_MS,
  toastDurationMs,
} from '@/lib/browser/toast';
import { renderApp } from '@/testing/render';
import { Toaster, TOAST_Z_INDEX } from './toaster';

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

const region = () => screen.getByTestId('toaster');

// The toast's code is loaded with the first toast (toaster.tsx): load it once, before the tests.
beforeAll(async () => {
  await renderApp(<Toaster />, { session: false });
  act(() => {
    showToast('First');
  });
  await screen.findByText('First');
  act(() => clearToasts());
  cleanup();
});

describe('Toaster', () => {
  it('announces toasts politely, and errors as alerts', async () => {
    await renderApp(<Toaster />, { session: false });
    act(() => {
      showToast('Saved');
      showToast('Too many tries', 'error');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many tries');
  });

  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ] as const)('is a portal on top of everything with the direction of %s', async (locale, dir) => {
    const view = await renderApp(<Toaster />, { locale, session: false });
    expect(view.container.contains(region())).toBe(false);
    expect(region()).toHaveAttribute('dir', dir);
    expect(region()).toHaveAttribute('lang', locale);
    expect(getComputedStyle(region()).zIndex).toBe(String(TOAST_Z_INDEX));
    expect(TOAST_Z_INDEX).toBe(5000);
  });

  it('has no limit on the number of toasts', async () => {
    await renderApp(<Toaster />, { session: false });
    act(() => {
      for (let index = 0; index < 12; index += 1) showToast(`toast ${index}`);
    });
    expect(within(region()).getAllByRole('status')).toHaveLength(12);
  });

  it('stays long enough to read, longer for a longer text, within bounds', () => {
    const short = toastDurationMs({ kind: 'info', message: 'Saved' })!;
    const long = toastDurationMs({ kind: 'success', message: 'x'.repeat(120) })!;
    expect(short).toBe(TOAST_MIN_MS);
    expect(long).toBeGreaterThan(short);
    expect(toastDurationMs({ kind: 'info', message: 'x'.repeat(5000) })).toBe(TOAST_MAX_MS);
    expect(TOAST_MIN_MS).toBeGreaterThanOrEqual(5000);
  });

  it('leaves after its time plus its animation', async () => {
    await renderApp(<Toaster />, { session: false });
    vi.useFakeTimers();
    act(() => {
      showToast('Saved');
    });
    act(() => vi.advanceTimersByTime(TOAST_MIN_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('waits while the pointer is on it or focus is in it, then takes the time it had left', async () => {
    await renderApp(<Toaster />, { session: false, locale: 'en' });
    vi.useFakeTimers();
    act(() => {
      showToast('Saved');
    });
    const toast = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(TOAST_MIN_MS - 1000));
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_MAX_MS));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.pointerLeave(toast);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_MAX_MS));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps an error until it is closed', async () => {
    const view = await renderApp(<Toaster />, { session: false, locale: 'en' });
    act(() => {
      showToast('Too many tries', 'error');
    });
    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(10 * TOAST_MAX_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many tries');
    vi.useRealTimers();
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('closes with its close button', async () => {
    const view = await renderApp(<Toaster />, { locale: 'en', session: false });
    act(() => {
      showToast('Saved');
    });
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });
});
