import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { CardBrandLine } from './card-brand';

describe('CardBrandLine', () => {
  it('keeps the network mark at its size beside a text that wraps, and names it', async () => {
    await renderApp(<CardBrandLine brand="mastercard" />, { session: false, locale: 'en' });
    const line = screen.getByTestId('card-brand');
    const mark = line.querySelector('svg[data-brand="mastercard"]')!;
    expect(mark).toHaveAttribute('width', '44');
    // A flex item shrinks by default: beside a long text on a phone the mark became a dot.
    expect(mark).toHaveStyle({ flexShrink: '0' });
    expect(line).toHaveTextContent('Card network: Mastercard');
  });

  it('names the network in Arabic', async () => {
    await renderApp(<CardBrandLine brand="visa" />, { session: false });
    expect(screen.getByTestId('card-brand')).toHaveTextContent('شبكة البطاقة: فيزا');
  });
});
