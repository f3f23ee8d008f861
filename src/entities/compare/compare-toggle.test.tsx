import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { CompareToggle } from './compare-toggle';

describe('CompareToggle', () => {
  afterEach(() => window.localStorage.clear());

  it('adds a home, links to the comparison, and says so when four are already there', async () => {
    window.localStorage.setItem('compare-shortlist', 'u1,u2,u3');
    const { user } = await renderApp(
      <>
        <CompareToggle item={{ kind: 'unit', id: 4 }} title="Villa 4" />
        <CompareToggle item={{ kind: 'property', id: 5 }} title="Flat 5" />
      </>,
      { locale: 'en', session: false },
    );
    const fourth = screen.getByRole('button', { name: 'Compare Villa 4' });
    expect(fourth).toHaveAttribute('aria-pressed', 'false');
    await user.click(fourth);
    expect(fourth).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'See comparison (4)' })).toHaveAttribute(
      'href',
      '/en/compare?ids=u1,u2,u3,u4',
    );

    const fifth = screen.getByRole('button', { name: 'Compare Flat 5' });
    await user.click(fifth);
    expect(fifth).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can compare up to 4 homes. Remove one from the comparison to add Flat 5.',
    );
    expect(fifth).toHaveAccessibleDescription(/up to 4 homes/);

    // Taking one out makes room: the message goes and the fifth can be added.
    await user.click(fourth);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(fifth);
    expect(fifth).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('compare-shortlist')).toBe('u1,u2,u3,p5');
  });

  it('speaks Arabic', async () => {
    window.localStorage.setItem('compare-shortlist', 'u1,u2,u3,u4');
    const { user } = await renderApp(
      <CompareToggle item={{ kind: 'unit', id: 9 }} title="فيلا" />,
      {
        session: false,
      },
    );
    await user.click(screen.getByRole('button', { name: 'قارن فيلا' }));
    expect(screen.getByRole('alert')).toHaveTextContent('يمكنك مقارنة 4 منازل كحد أقصى');
  });
});
