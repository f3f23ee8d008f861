import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { useFormatMoney } from './money';

/** What the reader sees: no bidi marks, the no-break space as a space. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

function Amounts() {
  const money = useFormatMoney();
  return (
    <ul>
      <li>{money(1_768_000)}.</li>
      <li>{money(10_000, { fractions: true })}</li>
      <li>{money(10_000.5, { fractions: true })}</li>
    </ul>
  );
}

async function amounts(locale: 'ar' | 'en') {
  await renderApp(<Amounts />, { session: false, locale });
  return screen.getAllByRole('listitem').map((item) => visible(item.textContent ?? ''));
}

describe('useFormatMoney', () => {
  it('ends an Arabic amount without a full stop, so a sentence after it has one stop', async () => {
    const [sentence] = await amounts('ar');
    expect(sentence).toBe('1,768,000 ر.س.');
    expect(sentence).not.toContain('..');
  });

  it('shows halalas only when an amount has them, like every whole amount beside it', async () => {
    expect(await amounts('ar')).toEqual(['1,768,000 ر.س.', '10,000 ر.س', '10,000.50 ر.س']);
  });

  it('writes the same amounts in English', async () => {
    expect(await amounts('en')).toEqual(['SAR 1,768,000.', 'SAR 10,000', 'SAR 10,000.50']);
  });
});
