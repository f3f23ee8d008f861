import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showToast, TOAST_ANIMATION_MS, TOAST_DURATION_MS } from '@/lib/toast';
import { renderApp } from '@/testing/render';
import { Toaster, TOAST_Z_INDEX } from './toaster';

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

const region = () => screen.getByTestId('toaster');

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

  it('leaves after 3000 ms plus its 300 ms animation', async () => {
    await renderApp(<Toaster />, { session: false });
    vi.useFakeTimers();
    act(() => {
      showToast('Saved');
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.queryByText('Saved')).toBeNull();
    expect([TOAST_DURATION_MS, TOAST_ANIMATION_MS]).toEqual([3000, 300]);
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
