import type {
  ErrorCode,
  FinancingDocumentKind,
  FinancingTimelineEventEvent,
  FinancingLoanType,
  FinancingPrefillData,
  FinancingPrefillStatus,
  FinancingRequestInput,
  FinancingRequestStatus,
} from '../../../generated/model';
import type { Lang, Localized } from '../../lib/http';
import { webAppConfig } from '../web-app-config';
import { scoped } from '../../lib/namespace';

export const LOAN_AMOUNT_MIN = webAppConfig.loan_amount_min;
export const LOAN_AMOUNT_MAX = webAppConfig.loan_amount_max;
export const MINIMUM_INCOME = webAppConfig.minimum_income;

/** Time-driven progression (mock clock). */
export const PREFILL_SECONDS = 3;
export const PREPARE_SECONDS = 5;
export const PROCESSING_SECONDS = 5;
export const DECISION_SECONDS = 15;
export const OFFER_VALID_DAYS = 14;
export const INACTIVITY_DAYS = 30;

/** Documented triggers (see mocks/handlers/financing.ts). */
export const REJECT_INCOME = 4444;
export const NO_OFFERS_EMPLOYMENT = 'retiree_ppa';
export const PREFILL_FAIL_EMPLOYER = 'no-record';

export const AGENT = {
  id: 12,
  name: { ar: 'سارة الحربي', en: 'Sara Alharbi' } satisfies Localized,
};

export type MockOffer = {
  id: number;
  bankId: number;
  loanType: FinancingLoanType;
  profitRate: number;
  apr: number;
  bankFee: number;
  adminFees: number;
  totalCost: number;
  totalProfit: number;
  coveragePercent: number;
  downPayment: number;
  loanAmount: number;
  termYears: number;
  installment: number;
  firstInstallmentDate: string;
  validUntil: number;
};

/** A step of the request's timeline (FinancingTimelineEvent), at a time of the mock's clock. */
export type MockTimelineEvent = {
  event: FinancingTimelineEventEvent;
  at: number;
  documentKind?: FinancingDocumentKind;
};

export type MockPrefill = {
  status: FinancingPrefillStatus;
  startedAt: number;
  completesAt: number;
  lang: Lang;
  failureCode?: ErrorCode;
  data?: FinancingPrefillData;
};

export type MockFinancingRequest = {
  id: number;
  number: string;
  customerId: number;
  status: FinancingRequestStatus;
  createdAt: number;
  updatedAt: number;
  input: FinancingRequestInput;
  financingDataFetchedAt?: number;
  /** The SIMAH consent of the latest pre-fill: the version ticked, when, and when it was received. */
  simahConsent?: { version: string; givenAt: string; receivedAt: number };
  offersRequestedAt?: number;
  preparedAt?: number;
  chosenOfferId?: number;
  chosenAt?: number;
  /** Set when the `financing-reject` scenario was active at submit or choose. */
  forceReject: boolean;
  offers: MockOffer[];
  prefill?: MockPrefill;
  /** What happened, oldest first; each entry was also a notification. */
  history: MockTimelineEvent[];
};

export const financingRequests = scoped(() => new Map<number, MockFinancingRequest>());

const counters = scoped(() => ({ request: 57, offer: 901 }));
export function resetCounters(): void {
  Object.assign(counters, { request: 57, offer: 901 });
}
export const nextRequestId = () => counters.request++;
export const nextOfferId = () => counters.offer++;
export const requestNumber = (id: number, at: number) =>
  `FR-${new Date(at).getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/** Statuses the customer can still act on; the others are final or with the bank. */
export const OPEN_STATUSES: readonly FinancingRequestStatus[] = ['new', 'filled', 'prepared'];
/** A reservation may have one request that is not in these statuses. */
export const CLOSED_STATUSES: readonly FinancingRequestStatus[] = [
  'rejected',
  'canceled',
  'expired',
];

export function findRequestOf(customerId: number, id: number): MockFinancingRequest | undefined {
  const request = financingRequests.get(id);
  return request?.customerId === customerId ? request : undefined;
}

export const isEditable = (request: MockFinancingRequest) =>
  (request.status === 'new' || request.status === 'filled') &&
  request.offersRequestedAt === undefined;
