import { describe, expect, it } from 'vitest';
import { downPaymentFor, loanPercent, monthlyInstallment } from './loan';

describe('loan math', () => {
  it('links the financed share and the down payment', () => {
    expect(loanPercent(1_000_000, 200_000)).toBe(80);
    expect(downPaymentFor(1_000_000, 80)).toBe(200_000);
  });

  it('computes a level installment on the reducing balance', () => {
    expect(Math.round(monthlyInstallment(800_000, 5, 25))).toBe(4677);
    expect(monthlyInstallment(120_000, 0, 10)).toBe(1000);
  });
});
