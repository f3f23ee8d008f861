import { describe, expect, it } from 'vitest';
import type { FinancingRequestInput } from '../../../generated/model';
import { BANKS } from '../banks';
import { feeCap, prepareOffers } from './offers';
import type { MockFinancingRequest } from './store';

const requestFor = (input: FinancingRequestInput): MockFinancingRequest => ({
  id: 1,
  number: 'FR-1',
  customerId: 1,
  status: 'filled',
  createdAt: 0,
  updatedAt: 0,
  input,
  forceReject: false,
  offers: [],
  history: [],
});

const PRICES = [150_000, 480_000, 999_999, 1_000_000, 1_250_000, 2_100_000, 5_000_000];
const DOWN_SHARES = [0.1, 0.2, 0.3, 0.5];
const TERMS = [3, 5, 10, 15, 20, 25, 30];

/** Every offer the mock can produce over a grid of prices, down payments and terms. */
const everyOffer = PRICES.flatMap((price) =>
  DOWN_SHARES.flatMap((share) =>
    TERMS.flatMap((years) =>
      prepareOffers(
        requestFor({
          estimated_price: price,
          down_payment: Math.round(price * share),
          loan_term_years: years,
        }),
        Date.UTC(2025, 2, 4),
      ),
    ),
  ),
);

const halalas = (amount: number) => Math.round(amount * 100);

describe('the mock offers add up', () => {
  it('produces offers for every term some bank covers', () => {
    expect(everyOffer.length).toBeGreaterThan(PRICES.length * DOWN_SHARES.length * TERMS.length);
  });

  it('makes every total exactly loan + profit + bank fee + admin fees, to the halala', () => {
    for (const offer of everyOffer) {
      const parts = [offer.loanAmount, offer.totalProfit, offer.bankFee, offer.adminFees];
      expect(halalas(offer.totalCost)).toBe(parts.map(halalas).reduce((a, b) => a + b));
      expect(halalas(offer.totalProfit)).toBe(
        halalas(offer.installment * offer.termYears * 12) - halalas(offer.loanAmount),
      );
    }
  });

  it('keeps the fees together within 1% of the loan or SAR 5,000, whichever is less', () => {
    for (const offer of everyOffer) {
      expect(offer.bankFee + offer.adminFees).toBeLessThanOrEqual(feeCap(offer.loanAmount));
      expect(offer.bankFee).toBeGreaterThanOrEqual(0);
      expect(offer.adminFees).toBeGreaterThanOrEqual(0);
    }
    expect(feeCap(300_000)).toBe(3_000);
    expect(feeCap(1_200_000)).toBe(5_000);
  });

  it('charges the banks quoted fees when they are within the cap', () => {
    const [offer] = prepareOffers(
      requestFor({ estimated_price: 1_250_000, down_payment: 125_000, loan_term_years: 25 }),
      0,
    ).filter((item) => item.bankId === 1);
    expect([offer!.bankFee, offer!.adminFees]).toEqual([BANKS[0]!.bankFee, BANKS[0]!.adminFees]);
  });

  it('lists the cheapest total first and lets Al Maskan offers lapse after half a day', () => {
    const offers = prepareOffers(
      requestFor({ estimated_price: 1_000_000, down_payment: 100_000, loan_term_years: 20 }),
      0,
    );
    const totals = offers.map((offer) => offer.totalCost);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const valid = Object.fromEntries(offers.map((offer) => [offer.bankId, offer.validUntil]));
    expect(valid).toEqual({
      1: 14 * 86_400_000,
      2: 14 * 86_400_000,
      3: 14 * 86_400_000,
      4: 43_200_000,
    });
  });
});
