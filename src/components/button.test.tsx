import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { Button } from './button';

describe('Button', () => {
  it('cannot be pressed twice while its action runs, and says it is waiting', async () => {
    const onClick = vi.fn();
    const view = await renderApp(
      <Button type="button" loading onClick={onClick}>
        Send
      </Button>,
      { locale: 'en', session: false },
    );
    const button = screen.getByRole('button', { name: /Send/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName(/^Send\s*Please wait…$/);
    await view.user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('works when not loading', async () => {
    const onClick = vi.fn();
    const view = await renderApp(
      <Button type="button" onClick={onClick}>
        Send
      </Button>,
      { locale: 'en', session: false },
    );
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });
});
