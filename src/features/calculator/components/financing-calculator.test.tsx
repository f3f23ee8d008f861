import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locale';
import { renderApp } from '@/testing/render';
import { calculateFinancing } from '../calculator';
import { FinancingCalculator } from './financing-calculator';

const amountOf = (text: string | null) =>
  Number((text ?? '').replace(/[^\d.]/g, '').replace(/^\.+|\.+$/g, ''));

describe('FinancingCalculator', () => {
  it('reads Arabic-Indic digits and shows the installment at the market rate', async () => {
    const { user } = await renderApp(<FinancingCalculator />, { locale: 'ar', session: false });
    const rate = await screen.findByLabelText('هامش الربح (أسعار التمويل العقاري)');
    await waitFor(() => expect(rate).toBeEnabled());
    const marketRate = Number(
      (rate as HTMLSelectElement).selectedOptions[0]?.textContent?.match(/[\d.]+/)?.[0],
    );
    const price = screen.getByLabelText('سعر العقار (ريال)');
    await user.clear(price);
    await user.type(price, '٨٠٠٬٠٠٠');
    const down = screen.getByLabelText('الدفعة الأولى (ريال)');
    await user.clear(down);
    await user.type(down, '80000');
    const expected = calculateFinancing({
      price: 800_000,
      downPayment: 80_000,
      years: 25,
      annualRatePercent: marketRate,
      feesPercent: 0,
    });
    await waitFor(() =>
      expect(amountOf(screen.getByTestId('calculator-installment').textContent)).toBe(
        expected.monthlyInstallment,
      ),
    );
    expect(amountOf(screen.getByTestId('calculator-loan').textContent)).toBe(720_000);
  });

  it('refuses a down payment under the first-home cap and one above the price', async () => {
    const { user } = await renderApp(<FinancingCalculator />, { locale: 'en', session: false });
    const down = screen.getByLabelText('Down payment (SAR)');
    await user.clear(down);
    await user.type(down, '50000');
    expect(down).toHaveAccessibleDescription(
      /first home can be financed up to 90%.*at least SAR\s100,000/,
    );
    await user.clear(down);
    await user.type(down, '2000000');
    expect(down).toHaveAccessibleDescription('The down payment must be less than the price.');
    expect(
      screen.getByText('Correct the highlighted fields to see the estimate.'),
    ).toBeInTheDocument();
  });

  const labels = {
    ar: {
      price: 'سعر العقار (ريال)',
      down: 'الدفعة الأولى (ريال)',
      rate: 'هامش الربح (أسعار التمويل العقاري)',
    },
    en: {
      price: 'Property price (SAR)',
      down: 'Down payment (SAR)',
      rate: 'Profit margin (mortgage rates)',
    },
  };

  /** The calculator with the rates loaded (so a missing estimate is the rules' doing), and a typist. */
  async function typed(locale: Locale, price: string, down: string) {
    const { user } = await renderApp(<FinancingCalculator />, { locale, session: false });
    await waitFor(() => expect(screen.getByLabelText(labels[locale].rate)).toBeEnabled());
    const priceField = screen.getByLabelText(labels[locale].price);
    const downField = screen.getByLabelText(labels[locale].down);
    await user.clear(priceField);
    if (price) await user.type(priceField, price);
    await user.clear(downField);
    if (down) await user.type(downField, down);
    return { user, priceField, downField };
  }

  const noEstimate = () => {
    expect(screen.queryByTestId('calculator-installment')).not.toBeInTheDocument();
    expect(screen.queryByTestId('calculator-loan')).not.toBeInTheDocument();
  };

  it.each([
    [
      'en',
      /^The loan would be SAR\s99,999,999,999; the most .* SAR\s5,000,000: .* SAR\s99,994,999,999/,
    ],
    [
      'ar',
      /^سيكون التمويل .*99,999,999,999.*أقصى .*5,000,000.*ارفع الدفعة الأولى .*99,994,999,999/,
    ],
  ] as const)(
    '%s: a price of 99,999,999,999 with no down payment gets no financing, and the smallest down payment',
    async (locale, message) => {
      const { downField } = await typed(locale, '99999999999', '0');
      expect(downField).toHaveAccessibleDescription(message);
      expect(downField).toBeInvalid();
      noEstimate();
    },
  );

  it('refuses a loan above the configured maximum, with no installment', async () => {
    const { downField } = await typed('en', '7000000', '1000000');
    // Money is formatted with a no-break space after "SAR".
    expect(downField).toHaveAccessibleDescription(
      /^The loan would be SAR\s6,000,000; the most a bank can lend is SAR\s5,000,000: raise the down payment to at least SAR\s2,000,000 or lower the price\.$/,
    );
    noEstimate();
  });

  it.each([
    ['en', 'Enter the price in numbers, e.g. 1,250,000.', 'The down payment cannot be negative.'],
    ['ar', 'أدخل السعر بالأرقام، مثل 1,250,000.', 'لا يمكن أن تكون الدفعة الأولى سالبة.'],
  ] as const)(
    '%s: says letters are not a number and a negative is not allowed, keeping what was typed',
    async (locale, letters, negative) => {
      const { priceField, downField } = await typed(locale, 'abc', '-5000');
      expect(priceField).toHaveAccessibleDescription(letters);
      expect(downField).toHaveAccessibleDescription(negative);
      expect(priceField).toHaveValue('abc');
      expect(downField).toHaveValue('-5000');
      noEstimate();
    },
  );

  it('says a negative price cannot be, and keeps "Enter a value" for an empty price', async () => {
    const { user, priceField } = await typed('en', '-1', '');
    expect(priceField).toHaveAccessibleDescription('The price cannot be negative.');
    await user.clear(priceField);
    expect(priceField).toHaveAccessibleDescription('Enter a value.');
  });
});
