import type { FinancingOffer, FinancingPrefill, FinancingRequest } from '../../../generated/model';
import { iso } from '../../lib/clock';
import { tr, type Lang, type Localized } from '../../lib/http';
import { bankById, toBank } from '../banks';
import { reservations } from '../reservations';
import { missingFields } from './fields';
import { allowedActions } from './rules';
import { AGENT, type MockFinancingRequest, type MockOffer, type MockPrefill } from './store';

export function toFinancingRequest(request: MockFinancingRequest, lang: Lang): FinancingRequest {
  const { input } = request;
  const answer: FinancingRequest = {
    ...structuredClone(input),
    id: request.id,
    number: request.number,
    status: request.status,
    created_at: iso(request.createdAt),
    updated_at: iso(request.updatedAt),
    missing_fields: request.status === 'new' ? missingFields(input) : [],
    allowed_actions: allowedActions(request),
    timeline: [...request.history]
      .sort((a, b) => a.at - b.at)
      .map(({ event, at, documentKind }) => ({
        event,
        at: iso(at),
        ...(documentKind ? { document_kind: documentKind } : {}),
      })),
  };
  const reservation =
    input.reservation_id !== undefined ? reservations.get(input.reservation_id) : undefined;
  if (reservation) answer.reservation_number = reservation.number;
  if (input.estimated_price !== undefined && input.down_payment !== undefined) {
    answer.loan_amount = input.estimated_price - input.down_payment;
  }
  if (request.simahConsent) {
    const { version, givenAt } = request.simahConsent;
    answer.simah_consent = { version, given_at: givenAt };
  }
  if (request.financingDataFetchedAt !== undefined) {
    answer.financing_data_fetched_at = iso(request.financingDataFetchedAt);
  }
  if (request.offersRequestedAt !== undefined)
    answer.offers_requested_at = iso(request.offersRequestedAt);
  if (request.preparedAt !== undefined)
    answer.prepared_by_agent = { id: AGENT.id, name: tr(AGENT.name, lang) };
  if (request.chosenOfferId !== undefined) answer.chosen_offer_id = request.chosenOfferId;
  return answer;
}

const CONDITIONS: Localized[] = [
  { ar: 'تحويل الراتب إلى البنك', en: 'Salary transfer to the bank' },
  { ar: 'تأمين على الحياة والعقار', en: 'Life and property insurance' },
];
const VARIABLE_CONDITION: Localized = {
  ar: 'يُعاد تسعير هامش الربح بعد فترة التثبيت',
  en: 'The profit rate is re-priced after the fixed period',
};

export function toOffer(
  offer: MockOffer,
  request: MockFinancingRequest,
  lang: Lang,
): FinancingOffer {
  const bank = bankById(offer.bankId)!;
  const conditions =
    offer.loanType === 'variable' ? [...CONDITIONS, VARIABLE_CONDITION] : CONDITIONS;
  return {
    id: offer.id,
    bank: toBank(bank, lang),
    product_name: tr(bank.product, lang),
    loan_type: offer.loanType,
    profit_rate: offer.profitRate,
    apr: offer.apr,
    bank_fee: offer.bankFee,
    admin_fees: offer.adminFees,
    total_cost: offer.totalCost,
    total_profit: offer.totalProfit,
    property_coverage_percent: offer.coveragePercent,
    down_payment: offer.downPayment,
    loan_amount: offer.loanAmount,
    loan_term_years: offer.termYears,
    monthly_installment: offer.installment,
    first_installment_date: offer.firstInstallmentDate,
    valid_until: iso(offer.validUntil),
    prepared_by_agent: { id: AGENT.id, name: tr(AGENT.name, lang) },
    conditions: conditions.map((condition) => tr(condition, lang)),
    is_chosen: request.chosenOfferId === offer.id,
  };
}

export function toPrefill(prefill: MockPrefill): FinancingPrefill {
  const finished = prefill.status !== 'pending';
  return {
    status: prefill.status,
    started_at: iso(prefill.startedAt),
    ...(finished ? { completed_at: iso(prefill.completesAt) } : {}),
    ...(prefill.data ? { data: prefill.data } : {}),
    ...(prefill.failureCode ? { failure_code: prefill.failureCode } : {}),
  };
}
