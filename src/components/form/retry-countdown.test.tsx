import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { RetryCountdown } from './retry-countdown';

/**
 * The countdowns' clock (intervals and Date) is faked, and animation frames with it: jsdom's frame
 * loop started on a faked interval would stay stopped for the worker's next test files.
 */
const fakeClock = () =>
  vi.useFakeTimers({
    toFake: [
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('RetryCountdown', () => {
  it('counts down in minutes:seconds, announced when it starts and when it is over only', async () => {
    fakeClock();
    await renderApp(<RetryCountdown until={Date.now() + 75_000} />, {
      session: false,
      locale: 'en',
    });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('You can try again in 1:15.');
    expect(timer).not.toHaveAttribute('aria-live');
    const live = screen.getByText('You can try again in 2 minutes.');
    expect(live).toHaveAttribute('aria-live', 'polite');

    act(() => vi.advanceTimersByTime(15_000));
    expect(timer).toHaveTextContent('You can try again in 1:00.');
    act(() => vi.advanceTimersByTime(59_000));
    expect(timer).toHaveTextContent('You can try again in 0:01.');
    expect(live).toHaveTextContent('You can try again in 2 minutes.');

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(live).toHaveTextContent('You can try again now.');
  });

  it('speaks Arabic, with the digits the app writes numbers in', async () => {
    fakeClock();
    await renderApp(<RetryCountdown until={Date.now() + 45_000} />, { session: false });
    expect(screen.getByRole('timer')).toHaveTextContent('يمكنك المحاولة مرة أخرى بعد 0:45.');
    expect(screen.getByText('يمكنك المحاولة مرة أخرى بعد 45 ثانية.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.getByText('يمكنك المحاولة مرة أخرى الآن.')).toBeInTheDocument();
  });
});
