import { describe, expect, it } from 'vitest';
import type { FinancingOffer } from '@generated/model';
import { nextSort, sortOffers } from './offer-sort';

const offer = (id: number, monthly_installment: number, apr: number, total_cost: number) =>
  ({ id, monthly_installment, apr, total_cost }) as FinancingOffer;

describe('sortOffers', () => {
  const offers = [
    offer(1, 5200, 5.1, 1_700_000),
    offer(2, 4900, 5.6, 1_760_000),
    offer(3, 4900, 4.9, 1_650_000),
  ];

  it('sorts by the lowest monthly installment, then by total cost', () => {
    const sorted = sortOffers(offers, { key: 'monthly_installment', direction: 'ascending' });
    expect(sorted.map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('turns the order around, ties still cheapest total first', () => {
    const sorted = sortOffers(offers, { key: 'monthly_installment', direction: 'descending' });
    expect(sorted.map((item) => item.id)).toEqual([1, 3, 2]);
  });

  it('turns the same column around and starts another one cheapest first', () => {
    const current = { key: 'apr', direction: 'ascending' } as const;
    expect(nextSort(current, 'apr')).toEqual({ key: 'apr', direction: 'descending' });
    expect(nextSort({ key: 'apr', direction: 'descending' }, 'apr')).toEqual(current);
    expect(nextSort(current, 'total_cost')).toEqual({ key: 'total_cost', direction: 'ascending' });
  });

  it('sorts by APR and by total cost without changing the input', () => {
    const by = (key: 'apr' | 'total_cost') =>
      sortOffers(offers, { key, direction: 'ascending' }).map((item) => item.id);
    expect(by('apr')).toEqual([3, 1, 2]);
    expect(by('total_cost')).toEqual([3, 1, 2]);
    expect(offers.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
