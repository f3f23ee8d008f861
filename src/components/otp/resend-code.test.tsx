import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { minutesSeconds, secondsUntil } from '@/lib/browser/use-seconds-left';
import { ResendCode } from './resend-code';

describe('ResendCode', { timeout: 30_000 }, () => {
  it('counts down visibly, announces the start and the end, then offers the button', async () => {
    const onResend = vi.fn();
    const view = await renderApp(
      <ResendCode resendAt={Date.now() + 2_000} onResend={onResend} pending={false} />,
      { session: false, locale: 'en' },
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/You can request a new code in 0:0[12]\./);
    expect(screen.getByText(/You can request a new code in [12] seconds?\./)).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.queryByRole('button')).toBeNull();

    const button = await screen.findByRole(
      'button',
      { name: 'Send a new code' },
      { timeout: 4_000 },
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('You can now request a new code.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await view.user.click(button);
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('formats and computes the countdown', () => {
    expect(minutesSeconds(75)).toBe('1:15');
    expect(minutesSeconds(5)).toBe('0:05');
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
  });
});
