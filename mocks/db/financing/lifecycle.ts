import type { ErrorCode, ErrorMeta } from '../../../generated/model';
import { clock, seconds } from '../../lib/clock';
import { refreshReservation, reservations, setFinancingStatus } from '../reservations';
import { missingDocuments, settleReviews } from './documents';
import { missingFields, requiredCodesOf } from './fields';
import { recordFinancingEvent } from './notify';
import { prepareOffers } from './offers';
import {
  DECISION_SECONDS,
  INACTIVITY_DAYS,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MINIMUM_INCOME,
  NO_OFFERS_EMPLOYMENT,
  OPEN_STATUSES,
  PREFILL_FAIL_EMPLOYER,
  PREFILL_SECONDS,
  PREPARE_SECONDS,
  PROCESSING_SECONDS,
  REJECT_INCOME,
  financingRequests,
  isEditable,
  type MockFinancingRequest,
} from './store';

const DAY = 86_400_000;

/** `new` ↔ `filled` by completeness, while the request is editable. */
export function settleCompleteness(request: MockFinancingRequest): void {
  if (isEditable(request))
    request.status = missingFields(request.input).length === 0 ? 'filled' : 'new';
}

function settlePrefill(request: MockFinancingRequest, now: number): void {
  const prefill = request.prefill;
  if (prefill?.status !== 'pending' || now < prefill.completesAt) return;
  const employer = request.input.employer_name?.trim().toLowerCase();
  if (employer === PREFILL_FAIL_EMPLOYER) {
    Object.assign(prefill, { status: 'failed', failureCode: 'financing_data__unavailable' });
    return;
  }
  const data = {
    monthly_income: 18_500,
    official_obligations: 1_200,
    active_loan_monthly_amount: 0,
    active_loan_remaining_months: 0,
    employer_name: prefill.lang === 'ar' ? 'وزارة التعليم' : 'Ministry of Education',
    employment_type: 'government' as const,
  };
  Object.assign(prefill, { status: 'completed', data });
  if (!isEditable(request)) return;
  Object.assign(request.input, data);
  request.financingDataFetchedAt = prefill.completesAt;
  settleCompleteness(request);
}

function linkedReservationEnded(request: MockFinancingRequest): boolean {
  const reservation =
    request.input.reservation_id !== undefined
      ? reservations.get(request.input.reservation_id)
      : undefined;
  if (!reservation) return false;
  const { status } = refreshReservation(reservation);
  return status === 'expired' || status === 'canceled';
}

/**
 * Applies the mock clock to a request: pre-fill results, expiry, the agent's offers after submit, then
 * the bank's review after an offer is chosen.
 */
export function advanceRequest(request: MockFinancingRequest): MockFinancingRequest {
  const now = clock.now();
  settlePrefill(request, now);
  if (OPEN_STATUSES.includes(request.status) && linkedReservationEnded(request)) {
    Object.assign(request, { status: 'expired', updatedAt: now });
    recordFinancingEvent(request, 'expired', now);
  }
  if (request.status === 'filled' && request.offersRequestedAt !== undefined) {
    const at = request.offersRequestedAt + seconds(PREPARE_SECONDS);
    if (now >= at) {
      Object.assign(request, {
        status: 'prepared',
        preparedAt: at,
        updatedAt: at,
        offers: prepareOffers(request, at),
      });
      recordFinancingEvent(request, 'offers_ready', at);
    }
  }
  if (OPEN_STATUSES.includes(request.status) && now >= request.updatedAt + INACTIVITY_DAYS * DAY) {
    const at = request.updatedAt + INACTIVITY_DAYS * DAY;
    Object.assign(request, { status: 'expired', updatedAt: at });
    recordFinancingEvent(request, 'expired', at);
  }
  const chosenAt = request.chosenAt ?? Number.POSITIVE_INFINITY;
  if (request.status === 'submitted' && now >= chosenAt + seconds(PROCESSING_SECONDS)) {
    const at = chosenAt + seconds(PROCESSING_SECONDS);
    Object.assign(request, { status: 'processing', updatedAt: at });
    recordFinancingEvent(request, 'under_review', at);
  }
  if (request.status === 'processing' && now >= chosenAt + seconds(DECISION_SECONDS)) {
    const at = chosenAt + seconds(DECISION_SECONDS);
    const rejected = request.forceReject || request.input.monthly_income === REJECT_INCOME;
    Object.assign(request, { status: rejected ? 'rejected' : 'approved', updatedAt: at });
    const reservationId = request.input.reservation_id;
    if (reservationId !== undefined) {
      setFinancingStatus(reservationId, rejected ? 'financing_rejected' : 'financing_approved');
    }
    recordFinancingEvent(request, rejected ? 'rejected' : 'approved', at);
  }
  settleReviews(request);
  return request;
}

export function sweepFinancingRequests(): void {
  for (const request of financingRequests.values()) advanceRequest(request);
}

/** What submit refuses with `400`: missing fields first, then eligibility, then the documents. */
export function submitProblems(
  request: MockFinancingRequest,
): { errors: ErrorCode[]; meta?: ErrorMeta } | undefined {
  const missing = missingFields(request.input);
  if (missing.length > 0)
    return { errors: ['financing_request__incomplete', ...requiredCodesOf(missing)] };
  const { employment_type: type, monthly_income: income = 0 } = request.input;
  const loan = (request.input.estimated_price ?? 0) - (request.input.down_payment ?? 0);
  if (type === 'unemployed') return { errors: ['employment_type__not_allowed'] };
  if (type === NO_OFFERS_EMPLOYMENT)
    return { errors: ['financing__no_offers_for_employment_type'] };
  if (income < MINIMUM_INCOME)
    return { errors: ['monthly_income__below_minimum'], meta: { min: MINIMUM_INCOME } };
  if (loan < LOAN_AMOUNT_MIN || loan > LOAN_AMOUNT_MAX) {
    return {
      errors: ['loan_amount__out_of_range'],
      meta: { min: LOAN_AMOUNT_MIN, max: LOAN_AMOUNT_MAX },
    };
  }
  const documents = missingDocuments(request);
  if (documents.length > 0)
    return { errors: ['documents__missing'], meta: { missing_documents: documents } };
  return undefined;
}

export function startPrefill(request: MockFinancingRequest, lang: 'ar' | 'en'): void {
  if (request.prefill?.status === 'pending') return;
  const now = clock.now();
  request.prefill = {
    status: 'pending',
    startedAt: now,
    completesAt: now + seconds(PREFILL_SECONDS),
    lang,
  };
}

/** Chooses an offer: `prepared` → `submitted`; a linked reservation becomes `financing_requested`. */
export function chooseOffer(
  request: MockFinancingRequest,
  offerId: number,
  forceReject: boolean,
): void {
  const now = clock.now();
  Object.assign(request, {
    status: 'submitted',
    chosenOfferId: offerId,
    chosenAt: now,
    updatedAt: now,
  });
  request.forceReject ||= forceReject;
  recordFinancingEvent(request, 'offer_chosen', now);
  if (request.input.reservation_id !== undefined)
    setFinancingStatus(request.input.reservation_id, 'financing_requested');
}
