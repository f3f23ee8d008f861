/**
 * Financing (stateful, by the mock clock; `POST /__mock/clock {advance_seconds}` moves it). How to force
 * each outcome:
 *
 * - Rates: `GET /api/v1/financing/rates/`, four fictional banks (mocks/db/banks.ts).
 * - Validation on create / PATCH: `monthly_income` < 4000 → `monthly_income__below_minimum` (meta.min);
 *   loan (`estimated_price − down_payment`) outside 100 000..5 000 000 → `loan_amount__out_of_range`;
 *   `age` < 18 → `age__underage`; `family_members` outside 1..20 → `family_members__invalid`;
 *   `employment_type: unemployed` → `employment_type__not_allowed`.
 * - Submit: `employment_type: retiree_ppa` → 400 `financing__no_offers_for_employment_type`.
 * - Offers: a submitted request becomes `prepared` 5 s after submit, with 3-4 offers (a bank is left
 *   out when the term is outside its product's range).
 * - Decision: after an offer is chosen, `submitted` → `processing` after 5 s → `approved` 10 s later;
 *   `rejected` instead when `monthly_income` is 4444, or when the `financing-reject` scenario
 *   (`X-Mock-Scenario` header or `mock_scenario` cookie) was active at submit or at choose.
 * - Pre-fill: `pending` → `completed` 3 s after start (income 18 500, obligations 1 200, no active
 *   loans, employer "Ministry of Education", `government`); `employer_name: "no-record"` → `failed`
 *   (`financing_data__unavailable`).
 * - A notification is pushed at prepared, processing, approved and rejected.
 * - Seed (demo customer): 54 approved, 55 prepared with offers (reservation 381), 56 new.
 */
import { http } from 'msw';
import { FinancingRequestStatus } from '../../generated/model';
import { BANKS, DEFAULT_PROFIT_RATE, toBank } from '../db/banks';
import {
  checkInput,
  financingRequests,
  nextRequestId,
  requestNumber,
  settleCompleteness,
  sweepFinancingRequests,
  toFinancingRequest,
  type MockFinancingRequest,
} from '../db/financing';
import { annualPercentageRate, monthlyInstallment } from '../db/financing/offers';
import '../db/progress';
import { clock } from '../lib/clock';
import { api, fail, json, langOf, readJson, tr } from '../lib/http';
import { customerApi } from '../lib/with-customer';
import { financingActionsHandlers } from './financing-actions';
import { myRecordsList } from './my-records';

const BASE = '/customer/api/v1/financing-requests';

function rates(lang: 'ar' | 'en') {
  const today = new Date(clock.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  return {
    updated_at: `${today}T03:00:00.000Z`,
    rates: BANKS.map((bank) => {
      // A representative APR: 1 000 000 SAR over the longest term, with the bank's fees.
      const months = bank.termYearsMax * 12;
      const installment = monthlyInstallment(1_000_000, bank.profitRate, months);
      const apr = annualPercentageRate(
        1_000_000,
        bank.bankFee + bank.adminFees,
        installment,
        months,
      );
      return {
        bank: toBank(bank, lang),
        product: tr(bank.product, lang),
        profit_rate: bank.profitRate,
        apr: Math.max(bank.profitRate, Math.round(apr * 100) / 100),
        term_years_min: bank.termYearsMin,
        term_years_max: bank.termYearsMax,
        ...(bank.fixedYears ? { fixed_years: bank.fixedYears } : {}),
      };
    }),
    default_profit_rate: DEFAULT_PROFIT_RATE,
  };
}

export const financingHandlers = [
  http.get(api('/api/v1/financing/rates/'), ({ request }) => json(rates(langOf(request)))),

  myRecordsList(`${BASE}/`, {
    records: financingRequests,
    statuses: Object.values(FinancingRequestStatus),
    sweep: sweepFinancingRequests,
    view: toFinancingRequest,
  }),

  customerApi.post(`${BASE}/`, async ({ request, customer }) => {
    const body = await readJson<Record<string, unknown>>(request);
    const checked = checkInput(body, { customerId: customer.id, lang: langOf(request) });
    if (!checked.ok) return fail(checked.status, checked.errors, checked.meta);
    const now = clock.now();
    const id = nextRequestId();
    const created: MockFinancingRequest = {
      id,
      number: requestNumber(id, now),
      customerId: customer.id,
      status: 'new',
      createdAt: now,
      updatedAt: now,
      input: checked.input,
      forceReject: false,
      offers: [],
      history: [],
    };
    settleCompleteness(created);
    financingRequests.set(id, created);
    return json(toFinancingRequest(created, langOf(request)), {
      status: 201,
      headers: { Location: `${BASE}/${id}/` },
    });
  }),

  ...financingActionsHandlers,
];
