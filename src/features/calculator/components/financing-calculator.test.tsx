import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('warns under the first-home cap and blocks a down payment above the price', async () => {
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
});
