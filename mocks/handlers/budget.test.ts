// The budget check saved to the account, and what a price means (district sales, price history).
import { describe, expect, it } from 'vitest';
import type { Budget, DistrictPriceStats, PriceHistory } from '../../generated/model';
import { BUDGET_ANSWERS } from '../testing/budget-answers';
import { MockApi, codesOf, expectAnswer } from '../testing/mock-api';

const BUDGET = '/customer/api/v1/budget';
const ANSWERS = BUDGET_ANSWERS;

async function demo(): Promise<MockApi> {
  const api = new MockApi('en');
  await api.reset();
  await api.signIn();
  return api;
}

describe('my budget', () => {
  it('is saved, read with what the rules allow, replaced and deleted', async () => {
    const api = await demo();
    expect(codesOf(await api.get(BUDGET))).toEqual(['budget__not_found']);
    const saved = await api.put<Budget>(BUDGET, { json: ANSWERS });
    expectAnswer(saved, 200);
    expect(saved.body).toMatchObject({ ...ANSWERS, financeable: true, ltv_percent: 90 });
    expect(saved.body.limits[0]).toEqual({ code: 'obligations', amount: 10_200 });
    expect(saved.body.max_price).toBeGreaterThan(saved.body.max_loan);
    expect(saved.body.valid_until > saved.body.saved_at.slice(0, 10)).toBe(true);
    expect((await api.get<Budget>(BUDGET)).body).toEqual(saved.body);
    const other = await api.put<Budget>(BUDGET, {
      json: { ...ANSWERS, employment_type: 'government', employment_sub_type: undefined, age: 69 },
    });
    expect(other.body).toMatchObject({ financeable: true, term_years: 1 });
    expect(other.body.employment_sub_type).toBeUndefined();
    expectAnswer(await api.delete(BUDGET), 204);
    expectAnswer(await api.delete(BUDGET), 204);
    expect(codesOf(await api.get(BUDGET))).toEqual(['budget__not_found']);
  });

  it('refuses every field that fails at once, with the minimum income', async () => {
    const api = await demo();
    expect(codesOf(await api.put(BUDGET, { json: {} }))).toEqual([
      'monthly_income__required',
      'monthly_obligations__required',
      'employment_type__required',
      'age__required',
      'first_home__required',
      'housing_support__required',
    ]);
    const wrong = await api.put(BUDGET, {
      json: {
        ...ANSWERS,
        monthly_income: 3_000,
        monthly_obligations: 5_000,
        employment_sub_type: 'general',
        age: 16,
        first_home: 'yes',
      },
    });
    expect(codesOf(wrong)).toEqual([
      'monthly_income__below_minimum',
      'monthly_obligations__invalid',
      'employment_sub_type__invalid',
      'age__underage',
      'first_home__invalid',
    ]);
    expect((wrong.body as { meta?: unknown }).meta).toEqual({ min: 4_000 });
    const noRank = await api.put(BUDGET, { json: { ...ANSWERS, employment_sub_type: undefined } });
    expect(codesOf(noRank)).toEqual(['employment_sub_type__required']);
  });

  it('is the customer’s own: a guest and another customer have none', async () => {
    const api = await demo();
    expectAnswer(await api.put(BUDGET, { json: ANSWERS }), 200);
    const guest = new MockApi('en');
    await guest.start();
    expect(codesOf(await guest.get(BUDGET))).toEqual(['authentication__required']);
    expect(codesOf(await api.put(BUDGET, { json: ANSWERS, csrf: false }))).toEqual([
      'csrf__invalid',
    ]);
  });
});

describe('what a price means', () => {
  it('gives a district’s median of 12 months of registered sales, none below 10 sales', async () => {
    const api = new MockApi('en');
    await api.reset();
    const malqa = await api.get<DistrictPriceStats>('/api/v1/districts/101/price-stats/');
    expect(malqa.body).toMatchObject({
      district: { id: 101, name: 'Al Malqa' },
      period_months: 12,
      period_end: '2026-10-31',
      source: 'Ministry of Justice',
    });
    expect(malqa.body.sales_count).toBeGreaterThanOrEqual(10);
    expect(malqa.body.median_price_per_m2).toBeGreaterThan(0);
    const villas = await api.get<DistrictPriceStats>(
      '/api/v1/districts/101/price-stats/?property_group=villa',
    );
    expect(villas.body.sales_count).toBeLessThan(malqa.body.sales_count);
    const again = await api.get<DistrictPriceStats>('/api/v1/districts/101/price-stats/');
    expect(again.body).toEqual(malqa.body);
    const thin = await api.get<DistrictPriceStats>('/api/v1/districts/603/price-stats/');
    expect(thin.body.sales_count).toBeLessThan(10);
    expect(thin.body.median_price_per_m2).toBeUndefined();
    expect(codesOf(await api.get('/api/v1/districts/9999/price-stats/'))).toEqual([
      'district__not_found',
    ]);
    expect(
      codesOf(await api.get('/api/v1/districts/101/price-stats/?property_group=castle')),
    ).toEqual(['property_group__invalid']);
  });

  it('records the price drops of the market in the unit’s history', async () => {
    const api = await demo();
    const before = await api.get<PriceHistory>('/api/v1/units/502/price-history/');
    expect(before.body.changes).toEqual([]);
    expectAnswer(await api.put('/customer/api/v1/saved-homes/unit/502'), 200);
    await api.advanceActive(3 * 3600);
    const after = await api.get<PriceHistory>('/api/v1/units/502/price-history/');
    expect(after.body.changes).toHaveLength(1);
    expect(after.body.changes[0]).toMatchObject({
      previous_price: before.body.price,
      change_percent: -2,
    });
    expect(after.body.price).toBe(after.body.changes[0]!.price);
    expect(after.body.listed_price).toBe(before.body.listed_price);
  });

  it('has a seeded first change on every third unit and every fourth listing', async () => {
    const api = new MockApi('en');
    await api.reset();
    const unit = await api.get<PriceHistory>('/api/v1/units/501/price-history/');
    expect(unit.body.changes).toHaveLength(1);
    expect(unit.body.changes[0]!.change_percent).toBeCloseTo(-4, 0);
    expect(unit.body.days_on_market).toBeGreaterThan(0);
    const listing = await api.get<PriceHistory>('/api/v1/properties/1004/price-history/');
    expect(listing.body.changes).toHaveLength(1);
    expect(codesOf(await api.get('/api/v1/units/9999/price-history/'))).toEqual([
      'unit__not_found',
    ]);
    expect(codesOf(await api.get('/api/v1/properties/9999/price-history/'))).toEqual([
      'property__not_found',
    ]);
  });
});
