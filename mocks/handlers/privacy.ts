/**
 * The customer's rights over their personal data (PDPL): changing the mobile number with a code sent
 * to the new one, a copy of the data, consents and their withdrawal, deleting the account with a code.
 * Codes, attempts and resends work as at sign-in (`123456`). The demo customer's reservations and
 * financing requests block deletion until they are canceled (or end).
 */
import { http } from 'msw';
import type { ConsentKind, PersonalDataExport, PhoneNumberChange } from '../../generated/model';
import { RETAINED, blockerCodes, deleteCustomer, deletionBlockers } from '../db/account-deletion';
import { addressesOf } from '../db/addresses';
import { consentsOf, giveConsent, withdrawConsent } from '../db/consents';
import { findCustomerBy, type MockCustomer } from '../db/customers';
import { financingRequests, toFinancingRequest } from '../db/financing';
import { documents } from '../db/financing/documents';
import { registryProblems } from '../db/identity-registry';
import { notificationsOf, toNotification } from '../db/notifications';
import { authSessionOf, startOtpFlow } from '../db/otp';
import { toProfile } from '../db/profiles';
import { payments, reservations, toPayment, toReservation } from '../db/reservations';
import { endSession, setCookies } from '../lib/auth-cookies';
import { clock, iso } from '../lib/clock';
import { api, fail, json, langOf, noContent, readJson, type Lang } from '../lib/http';
import { csrfProblem, requireCustomer } from '../lib/session';
import { hasForeignDialCode, isBlank, isSaudiMobile, normalizePhone } from '../lib/validate';
import { checkOtp } from './otp-check';
import { toSavedHome, toSavedSearch } from './saved';
import { savedHomesOf, savedSearchesOf } from '../db/saved';

const BASE = '/customer/api/v1/profile';
const KINDS: readonly string[] = [
  'terms',
  'simah',
  'marketing',
  'analytics',
] satisfies ConsentKind[];

function signedIn(request: Request, unsafe = false): MockCustomer | Response {
  const refused = unsafe ? csrfProblem(request) : undefined;
  return refused ?? requireCustomer(request);
}

function exportOf(customer: MockCustomer, lang: Lang): PersonalDataExport {
  const own = <T extends { customerId: number }>(items: Iterable<T>) =>
    [...items].filter((item) => item.customerId === customer.id);
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
  };
}

function phoneProblem(customer: MockCustomer, value: unknown) {
  if (isBlank(value)) return fail(400, ['phone_number__required']);
  if (hasForeignDialCode(value)) return fail(400, ['phone_code__invalid']);
  if (!isSaudiMobile(value)) return fail(400, ['phone_number__invalid']);
  const phone = normalizePhone(String(value));
  if (phone === customer.phone_number) return fail(400, ['phone_number__unchanged']);
  const problems = registryProblems(undefined, phone);
  return problems.length > 0 ? fail(400, problems) : phone;
}

const phoneHandlers = [
  http.post(api(`${BASE}/phone-number`), async ({ request }) => {
    const customer = signedIn(request, true);
    if (customer instanceof Response) return customer;
    const { phone_number: value } = await readJson<PhoneNumberChange>(request);
    const phone = phoneProblem(customer, value);
    if (phone instanceof Response) return phone;
    const flow = startOtpFlow({ kind: 'phone-change', phone, customerId: customer.id });
    return json(authSessionOf(flow));
  }),

  http.post(api(`${BASE}/phone-number/otp`), async ({ request }) => {
    const customer = signedIn(request, true);
    if (customer instanceof Response) return customer;
    const flow = await checkOtp(request, 'phone-change', customer.id);
    if (flow instanceof Response) return flow;
    const owner = findCustomerBy('phone_number', flow.phone);
    if (owner && owner.id !== customer.id) return fail(400, ['phone_number__exists']);
    customer.phone_number = flow.phone;
    return json(toProfile(customer));
  }),
];

const dataHandlers = [
  http.get(api(`${BASE}/data-export`), ({ request }) => {
    const customer = signedIn(request);
    if (customer instanceof Response) return customer;
    return json(exportOf(customer, langOf(request)));
  }),

  http.get(api(`${BASE}/consents`), ({ request }) => {
    const customer = signedIn(request);
    if (customer instanceof Response) return customer;
    return json(consentsOf(customer.id));
  }),

  http.post(api(`${BASE}/consents/:kind/withdraw`), ({ request, params }) => {
    const customer = signedIn(request, true);
    if (customer instanceof Response) return customer;
    const kind = String(params.kind);
    if (!KINDS.includes(kind)) return fail(404, ['consent__not_found']);
    const withdrawn = withdrawConsent(customer.id, kind as ConsentKind);
    if (withdrawn === 'not-found') return fail(404, ['consent__not_found']);
    if (withdrawn === 'not-withdrawable') return fail(409, ['consent__not_withdrawable']);
    return json(withdrawn);
  }),

  http.post(api(`${BASE}/consents/:kind/give`), ({ request, params }) => {
    const customer = signedIn(request, true);
    if (customer instanceof Response) return customer;
    const kind = String(params.kind);
    const given = KINDS.includes(kind) ? giveConsent(customer.id, kind as ConsentKind) : undefined;
    if (!given || given === 'not-givable') return fail(409, ['consent__not_givable']);
    return json(given);
  }),
];

const deletionHandlers = [
  http.get(api(`${BASE}/deletion`), ({ request }) => {
    const customer = signedIn(request);
    if (customer instanceof Response) return customer;
    return json({ blockers: deletionBlockers(customer.id), retained: RETAINED });
  }),

  http.post(api(`${BASE}/deletion`), ({ request }) => {
    const customer = signedIn(request, true);
    if (customer instanceof Response) return customer;
    const blockers = deletionBlockers(customer.id);
    if (blockers.length > 0) return fail(409, blockerCodes(blockers));
    const flow = startOtpFlow({
      kind: 'account-deletion',
      phone: customer.phone_number,
      customerId: customer.id,
    });
    return json(authSessionOf(flow));
  }),

  http.post(api(`${BASE}/deletion/otp`), async ({ request }) => {
    const customer = signedIn(request, true);
    if (customer instanceof Response) return customer;
    const flow = await checkOtp(request, 'account-deletion', customer.id);
    if (flow instanceof Response) return flow;
    const blockers = deletionBlockers(customer.id);
    if (blockers.length > 0) return fail(409, blockerCodes(blockers));
    deleteCustomer(customer.id);
    return noContent(setCookies(endSession(request)));
  }),
];

export const privacyHandlers = [...phoneHandlers, ...dataHandlers, ...deletionHandlers];
