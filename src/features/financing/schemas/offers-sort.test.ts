import { describe, expect, it } from 'vitest';
import type { FinancingOffer } from '@generated/model';
import { sortOffers } from './offers-sort';
import { downPaymentFor, loanPercent, monthlyInstallment } from './loan';

const offer = (id: number, monthly_installment: number, apr: number, total_cost: number) =>
  ({ id, monthly_installment, apr, total_cost }) as FinancingOffer;

describe('sortOffers', () => {
  const offers = [
    offer(1, 5200, 5.1, 1_700_000),
    offer(2, 4900, 5.6, 1_760_000),
    offer(3, 4900, 4.9, 1_650_000),
  ];

  it('sorts by the lowest monthly installment, then by total cost', () => {
    expect(sortOffers(offers, 'monthly_installment').map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('sorts by APR and by total cost without changing the input', () => {
    expect(sortOffers(offers, 'apr').map((item) => item.id)).toEqual([3, 1, 2]);
    expect(sortOffers(offers, 'total_cost').map((item) => item.id)).toEqual([3, 1, 2]);
    expect(offers.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});

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
