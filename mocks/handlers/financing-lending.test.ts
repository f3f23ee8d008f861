import { describe, expect, it } from 'vitest';
import type { FinancingOfferList, FinancingRequest } from '../../generated/model';
import { signedInClient } from '../testing/customer-client';
import {
  complete,
  filledRequest,
  one,
  priceOfReservation380,
  REQUESTS,
  uploadNeededDocuments,
} from '../testing/financing-fixtures';
import { LENDING_LIMITS } from '../db/financing/lending';

describe('responsible-lending rules at the mock', () => {
  it('refuses a loan above the LTV, an installment above the DBR and a term past the maximum age at once', async () => {
    const client = signedInClient();
    const price = await priceOfReservation380(client);
    const down = Math.round(price * 0.05);
    const answer = await client.post(REQUESTS, {
      json: {
        ...complete,
        down_payment: down,
        loan_percent: ((price - down) / price) * 100,
        monthly_income: 12_000,
        official_obligations: 1_000,
        preferred_monthly_installment: 8_000,
        age: 50,
        loan_term_years: 25,
      },
    });
    expect(answer.status).toBe(400);
    const minDown = price - Math.floor(price * 0.9);
    expect(answer.body).toEqual({
      errors: [
        'down_payment__below_ltv',
        'monthly_installment__above_dbr',
        'loan_term__beyond_max_age',
      ],
      meta: {
        by_code: {
          down_payment__below_ltv: { limit: minDown, by: minDown - down, percent: 90 },
          // The band up to SAR 15,000: 55 % of 12,000, less 1,000 of obligations.
          monthly_installment__above_dbr: { limit: 5_600, by: 2_400, percent: 55 },
          loan_term__beyond_max_age: { limit: 20, by: 5, age: 70 },
        },
      },
    });
  });

  it('checks a saved request again when one step changes (a home that is not the first: 70 %)', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    const answer = await client.call('PATCH', one(request.id), {
      json: { has_existing_mortgage: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: ['down_payment__below_ltv'] });
    expect(LENDING_LIMITS.ltvMaxPercent).toBe(70);
    const saved = await client.get<FinancingRequest>(one(request.id));
    expect(saved.body.has_existing_mortgage).toBe(false);
  });

  it('offers at most what the DBR allows, with the fees financed or paid upfront', async () => {
    const client = signedInClient();
    const price = await priceOfReservation380(client);
    // One open request per reservation: each case's request is canceled once its offers are read.
    const offersOf = async (fields: Record<string, unknown>) => {
      const request = await filledRequest(client, fields);
      await uploadNeededDocuments(client, request.id);
      expect((await client.post(one(request.id, 'submit'))).status).toBe(200);
      await client.advance(5);
      const offers = await client.get<FinancingOfferList>(one(request.id, 'offers/'));
      expect((await client.post(one(request.id, 'cancel'))).status).toBe(200);
      return offers.body.results;
    };
    // 55 % of 8,000 = 4,400 a month: far less than 90 % of the price over 25 years.
    const tight = await offersOf({
      monthly_income: 8_000,
      official_obligations: 0,
      preferred_monthly_installment: 4_000,
      fees_option: 'pay_upfront',
    });
    for (const offer of tight) {
      const fees = offer.bank_fee + (offer.admin_fees ?? 0);
      expect(offer.monthly_installment).toBeLessThanOrEqual(4_400.01);
      expect(offer.loan_amount).toBeLessThan(price * 0.9);
      expect(offer.down_payment + offer.loan_amount).toBe(price);
      expect(offer.total_cost).toBeCloseTo(offer.monthly_installment * 300 + fees, 1);
    }
    const upfront = await offersOf({ fees_option: 'pay_upfront' });
    const financed = await offersOf({ fees_option: 'add_to_loan' });
    expect(upfront[0]!.loan_amount).toBe(Math.round(price * 0.9));
    const sameBank = financed.find((offer) => offer.bank.id === upfront[0]!.bank.id)!;
    expect(sameBank.monthly_installment).toBeGreaterThan(upfront[0]!.monthly_installment);
    expect(sameBank.total_cost).toBeCloseTo(sameBank.monthly_installment * 300, 1);
  });
});
