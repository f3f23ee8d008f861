/**
 * The customer's rights over their personal data (PDPL): changing the mobile number (a fresh proof on
 * this session first: a code to the current number or Nafath; then a code to the new one, which the
 * registry must give the customer's ID; the old number is told, other sessions end), a copy of the
 * data, consents and their withdrawal, deleting the account with a code. Codes, attempts and resends
 * work as at sign-in (`123456`). The demo customer's reservations and financing requests block
 * deletion until they are canceled (or end).
 */
import type {
  ConsentKind,
  ErrorCode,
  PersonalDataExport,
  PhoneNumberChange,
  StepUpNafathRequest,
} from '../../generated/model';
import { RETAINED, blockerCodes, deleteCustomer, deletionBlockers } from '../db/account-deletion';
import { addressesOf } from '../db/addresses';
import { consentsOf, giveConsent, withdrawConsent } from '../db/consents';
import { endSessionsOf, findCustomerBy, type MockCustomer } from '../db/customers';
import { financingRequests, toFinancingRequest } from '../db/financing';
import { documents } from '../db/financing/documents';
import { registryProblems } from '../db/identity-registry';
import { takeNafathProof, type NafathProof } from '../db/nafath';
import { notificationsOf, toNotification } from '../db/notifications';
import { sendMessage } from '../db/outbox';
import { authSessionOf, startOtpFlow } from '../db/otp';
import { toProfile } from '../db/profiles';
import { payments, reservations, toPayment, toReservation } from '../db/reservations';
import { grantStepUp, hasStepUp, useUpStepUp } from '../db/step-up';
import { endSession, setCookies } from '../lib/auth-cookies';
import { clock, iso } from '../lib/clock';
import { fail, json, langOf, noContent, readJson, type Lang } from '../lib/http';
import { SESSION_COOKIE, cookieOf } from '../lib/session';
import {
  hasForeignDialCode,
  isBlank,
  isSaudiMobile,
  maskPhone,
  normalizePhone,
} from '../lib/validate';
import { customerApi } from '../lib/with-customer';
import { checkOtp } from './otp-check';
import { toSavedHome, toSavedSearch } from './saved';
import { savedHomesOf, savedSearchesOf } from '../db/saved';
import { budgetOf, budgetView } from '../db/budget';
import { recentlyViewedOf } from './recently-viewed';

const BASE = '/customer/api/v1/profile';
const KINDS: readonly string[] = [
  'terms',
  'simah',
  'marketing',
  'analytics',
] satisfies ConsentKind[];

function exportOf(customer: MockCustomer, lang: Lang): PersonalDataExport {
  const own = <T extends { customerId: number }>(items: Iterable<T>) =>
    [...items].filter((item) => item.customerId === customer.id);
  const saved = budgetOf(customer.id);
  return {
    generated_at: iso(clock.now()),
    profile: toProfile(customer),
    addresses: addressesOf(customer, lang),
    consents: consentsOf(customer.id),
    reservations: own(reservations.values()).map((item) => toReservation(item, lang)),
    payments: own(payments.values()).map(toPayment),
    financing_requests: own(financingRequests.values()).map((item) => ({
      ...toFinancingRequest(item, lang),
      documents: [...documents.values()]
        .filter((document) => document.requestId === item.id)
        .map(({ kind, fileName, uploadedAt, review }) => ({
          kind,
          file_name: fileName,
          uploaded_at: iso(uploadedAt),
          review_status: review,
        })),
    })),
    notifications: notificationsOf(customer.id).map((item) => toNotification(item, lang)),
    saved_homes: savedHomesOf(customer.id).flatMap((item) => toSavedHome(item, lang) ?? []),
    saved_searches: savedSearchesOf(customer.id).map(toSavedSearch),
    budget: saved && budgetView(saved),
    recently_viewed: recentlyViewedOf(customer.id, lang),
  };
}

/** The new number's format: checked before the proof (it tells nothing about the customer). */
function phoneFormatProblem(value: unknown): Response | undefined {
  if (isBlank(value)) return fail(400, ['phone_number__required']);
  if (hasForeignDialCode(value)) return fail(400, ['phone_code__invalid']);
  if (!isSaudiMobile(value)) return fail(400, ['phone_number__invalid']);
  return undefined;
}

/** The new number itself, once the proof is held: not the current one, and the customer's per the registry. */
function phoneProblem(customer: MockCustomer, phone: string): Response | undefined {
  if (phone === customer.phone_number) return fail(400, ['phone_number__unchanged']);
  const problems = registryProblems(customer.national_id, phone);
  return problems.length > 0 ? fail(400, problems) : undefined;
}

const stepUpRequired = () => fail(403, ['step_up__required']);
const sessionOf = (request: Request) => cookieOf(request, SESSION_COOKIE) ?? '';

/** The SMS to the number that was the customer's (the mock's outbox). */
function tellOldNumber(oldPhone: string, newPhone: string): void {
  const masked = maskPhone(newPhone);
  sendMessage(
    'sms',
    oldPhone,
    `بيتك: تغيّر رقم الجوال المرتبط بحسابك إلى ${masked}. إن لم تكن أنت فاتصل بنا. ` +
      `Baitak: the mobile number of your account was changed to ${masked}. If this was not you, call us.`,
  );
}

const NAFATH_REFUSALS: Record<Exclude<NafathProof, 'approved'>, [number, ErrorCode]> = {
  'not-found': [404, 'nafath__not_found'],
  waiting: [409, 'nafath__pending'],
  rejected: [409, 'nafath__rejected'],
  expired: [409, 'nafath__expired'],
};

/** A fresh proof for this session: a code to the current number, or an approved Nafath request. */
const stepUpHandlers = [
  customerApi.post(`${BASE}/step-up`, ({ request, customer }) => {
    const flow = startOtpFlow({
      kind: 'step-up',
      phone: customer.phone_number,
      customerId: customer.id,
      session: sessionOf(request),
    });
    return json(authSessionOf(flow));
  }),

  customerApi.post(`${BASE}/step-up/otp`, async ({ request, customer }) => {
    const flow = await checkOtp(request, 'step-up', customer.id);
    if (flow instanceof Response) return flow;
    if (flow.session !== sessionOf(request)) return fail(400, ['bad_credentials']);
    return json(grantStepUp(sessionOf(request), 'otp'));
  }),

  customerApi.post(`${BASE}/step-up/nafath`, async ({ request, customer }) => {
    const { request_id: id } = await readJson<StepUpNafathRequest>(request);
    if (isBlank(id)) return fail(400, ['request_id__required']);
    const proof = takeNafathProof(customer.id, sessionOf(request), String(id));
    if (proof !== 'approved') {
      const [status, code] = NAFATH_REFUSALS[proof];
      return fail(status, [code]);
    }
    return json(grantStepUp(sessionOf(request), 'nafath'));
  }),
];

const phoneHandlers = [
  customerApi.post(`${BASE}/phone-number`, async ({ request, customer }) => {
    const { phone_number: value } = await readJson<PhoneNumberChange>(request);
    const badFormat = phoneFormatProblem(value);
    if (badFormat) return badFormat;
    if (!hasStepUp(sessionOf(request))) return stepUpRequired();
    const phone = normalizePhone(String(value));
    const refused = phoneProblem(customer, phone);
    if (refused) return refused;
    const flow = startOtpFlow({
      kind: 'phone-change',
      phone,
      customerId: customer.id,
      session: sessionOf(request),
    });
    return json(authSessionOf(flow));
  }),

  customerApi.post(`${BASE}/phone-number/otp`, async ({ request, customer }) => {
    const session = sessionOf(request);
    if (!hasStepUp(session)) return stepUpRequired();
    const flow = await checkOtp(request, 'phone-change', customer.id);
    if (flow instanceof Response) return flow;
    if (flow.session !== session) return fail(400, ['bad_credentials']);
    const owner = findCustomerBy('phone_number', flow.phone);
    if (owner && owner.id !== customer.id) return fail(400, ['phone_number__exists']);
    const oldPhone = customer.phone_number;
    customer.phone_number = flow.phone;
    useUpStepUp(session);
    tellOldNumber(oldPhone, flow.phone);
    endSessionsOf(customer.id, session);
    return json(toProfile(customer));
  }),
];

const dataHandlers = [
  customerApi.get(`${BASE}/data-export`, ({ request, customer }) => {
    return json(exportOf(customer, langOf(request)));
  }),

  customerApi.get(`${BASE}/consents`, ({ customer }) => {
    return json(consentsOf(customer.id));
  }),

  customerApi.post(`${BASE}/consents/:kind/withdraw`, ({ params, customer }) => {
    const kind = String(params.kind);
    if (!KINDS.includes(kind)) return fail(404, ['consent__not_found']);
    const withdrawn = withdrawConsent(customer.id, kind as ConsentKind);
    if (withdrawn === 'not-found') return fail(404, ['consent__not_found']);
    if (withdrawn === 'not-withdrawable') return fail(409, ['consent__not_withdrawable']);
    return json(withdrawn);
  }),

  customerApi.post(`${BASE}/consents/:kind/give`, ({ params, customer }) => {
    const kind = String(params.kind);
    const given = KINDS.includes(kind) ? giveConsent(customer.id, kind as ConsentKind) : undefined;
    if (!given || given === 'not-givable') return fail(409, ['consent__not_givable']);
    return json(given);
  }),
];

const deletionHandlers = [
  customerApi.get(`${BASE}/deletion`, ({ customer }) => {
    return json({ blockers: deletionBlockers(customer.id), retained: RETAINED });
  }),

  customerApi.post(`${BASE}/deletion`, ({ customer }) => {
    const blockers = deletionBlockers(customer.id);
    if (blockers.length > 0) return fail(409, blockerCodes(blockers));
    const flow = startOtpFlow({
      kind: 'account-deletion',
      phone: customer.phone_number,
      customerId: customer.id,
    });
    return json(authSessionOf(flow));
  }),

  customerApi.post(`${BASE}/deletion/otp`, async ({ request, customer }) => {
    const flow = await checkOtp(request, 'account-deletion', customer.id);
    if (flow instanceof Response) return flow;
    const blockers = deletionBlockers(customer.id);
    if (blockers.length > 0) return fail(409, blockerCodes(blockers));
    deleteCustomer(customer.id);
    return noContent(setCookies(endSession(request)));
  }),
];

export const privacyHandlers = [
  ...stepUpHandlers,
  ...phoneHandlers,
  ...dataHandlers,
  ...deletionHandlers,
];
