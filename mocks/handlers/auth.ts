/**
 * Sign-in, sign-up and one-time codes. Test values (also in docs/mock-backend.md):
 *
 * - The code `123456` is right for every `sid`; any other code answers `otp__invalid` with
 *   `meta.attempts_left` (3 attempts); after the third wrong code the `sid` answers 429
 *   `action__limit_exceeded`. A code lives 120 s (mock clock: `POST /__mock/clock`) → `otp__expired`;
 *   a new code may be asked for after 30 s (`otp_resend_seconds`), earlier → 409 `otp__still_valid`;
 *   3 resends per flow. An unknown `sid` → `otp__not_found`; a sign-up `sid` at sign-in → `bad_credentials`.
 * - Limits (mocks/db/rate-limits.ts, the contract's `x-rate-limits`): 5 codes per login and 20 per
 *   network in 15 minutes (sign-in, sign-up, resends), 10 wrong codes per login in an hour across
 *   flows; then 429 with `Retry-After`. `POST /__mock/reset` or the clock frees them.
 * - Demo customer: national ID 1000000008, mobile 0500000001 (sign in with either).
 * - Sign-in with another valid number or ID answers as for the demo customer (no enumeration): a flow
 *   that no code signs in (every code is `otp__invalid`).
 * - Sign-up refusals:
 *   - national ID 1000000008 → `national_id__exists`, mobile 0500000001 → `phone_number__exists`:
 *     answered by sign-up/otp once the code is verified (sign-up itself answers as for a new one);
 *   - national ID 1000000016 with any mobile, or mobile 0500000088 with any ID →
 *     `national_id_phone_number__mismatch` (also for a change of number);
 *   - national ID 1000000024 → `national_id__absher_not_activated` (also at sign-in);
 *   - mobile 0500000099 → `phone_number__absher_not_available` (also at sign-in);
 *   - a wrong check digit (e.g. 1000000009) → `national_id__invalid`; under 18 → `birthday__underage`;
 *   - a foreign number (+971..., 00971...) → `phone_code__invalid`.
 * - Sign-up that works: any other valid ID, e.g. 1000000065 with 0555555555, birthday 1990-01-01.
 * - Nafath (after sign-up: profile, address): approved about 4 s after the request, except
 *   ID 1000000032 → `rejected` (or the `nafath-reject` scenario), ID 1000000040 → `expired` (the request
 *   lives 10 s), ID 1000000057 → 503 `nafath__service_unavailable`.
 * Valid test IDs (check digit): 1000000008 …16 …24 …32 …40 …57 …65 …73 …81 …99, iqama 2000000006.
 */
import { http } from 'msw';
import type {
  ErrorCode,
  OtpResendRequest,
  SignInRequest,
  SignUpRequest,
} from '../../generated/model';
import { nextCodeWait, spendCode } from '../db/code-limits';
import { customers, findCustomerBy, type MockCustomer } from '../db/customers';
import { registryProblems } from '../db/identity-registry';
import {
  OTP_MAX_RESENDS,
  authSessionOf,
  findOtpFlow,
  loginsOf,
  resendOtp,
  secondsUntil,
  startOtpFlow,
  type SignUpDetails,
} from '../db/otp';
import { registerCustomer, toProfile } from '../db/profiles';
import { tooMany } from '../db/rate-limits';
import { setCookies, signIn } from '../lib/auth-cookies';
import { clock } from '../lib/clock';
import { api, fail, json, readJson } from '../lib/http';
import { networkOf } from '../lib/network';
import { csrfProblem } from '../lib/session';
import {
  FieldErrors,
  ageOn,
  hasForeignDialCode,
  isBlank,
  isIsoDate,
  isSaudiMobile,
  isValidNationalId,
  normalizePhone,
} from '../lib/validate';
import { nafathHandlers } from './nafath';
import { checkOtp, flowUsedUp } from './otp-check';
import { sessionHandlers } from './auth-session';

type SignInLogin = { login: string; customer: MockCustomer | undefined };

/**
 * The login as counted (an ID, or a mobile as `+9665XXXXXXXX`) and its customer, if it has one; or the
 * refusal of a login that is not valid. Whether it has an account changes nothing in the answer.
 */
function signInLogin(login: unknown): SignInLogin | Response {
  if (isBlank(login)) return fail(400, ['phone_number__required']);
  const value = typeof login === 'string' || typeof login === 'number' ? String(login).trim() : '';
  if (/^[12]\d{9}$/.test(value)) {
    if (!isValidNationalId(value)) return fail(400, ['national_id__invalid']);
    const problems = registryProblems(value);
    if (problems.length > 0) return fail(400, problems);
    return { login: value, customer: findCustomerBy('national_id', value) };
  }
  if (!isSaudiMobile(value)) return fail(400, ['phone_number__invalid']);
  const problems = registryProblems(undefined, value);
  if (problems.length > 0) return fail(400, problems);
  const phone = normalizePhone(value);
  return { login: phone, customer: findCustomerBy('phone_number', phone) };
}

function signUpErrors(body: Partial<SignUpRequest>): FieldErrors {
  const errors = new FieldErrors();
  const idOk = errors.check('national_id', body.national_id, isValidNationalId);
  const foreign = hasForeignDialCode(body.phone_number);
  if (foreign) errors.add('phone_code__invalid');
  const phoneOk = !foreign && errors.check('phone_number', body.phone_number, isSaudiMobile);
  if (errors.check('birthday', body.birthday, isIsoDate)) {
    const birthday = String(body.birthday);
    const known = body.birthday_calendar === 'gregorian' || body.birthday_calendar === 'hijri';
    if (!known || Date.parse(birthday) > clock.now()) errors.add('birthday__invalid');
    else if (ageOn(birthday, clock.now()) < 18) errors.add('birthday__underage');
  }
  const nationalId = idOk ? String(body.national_id) : undefined;
  const phone = phoneOk ? normalizePhone(String(body.phone_number)) : undefined;
  registryProblems(nationalId, phone).forEach((code) => errors.add(code));
  return errors;
}

/**
 * Why a verified sign-up cannot create the account: its ID or mobile already has one. Told only
 * after the code sent to the mobile is verified, so an anonymous visitor cannot learn who has an
 * account (the sign-up answer is the same, in the same time, either way).
 */
function takenCodes(details: SignUpDetails | undefined, phone: string): ErrorCode[] {
  if (!details) return ['bad_credentials'];
  const codes: ErrorCode[] = [];
  if (findCustomerBy('national_id', details.national_id)) codes.push('national_id__exists');
  if (findCustomerBy('phone_number', phone)) codes.push('phone_number__exists');
  return codes;
}

/** Signed in: the browser's earlier session ends, a new one starts (mocks/lib/auth-cookies.ts). */
function signedIn(request: Request, customer: MockCustomer) {
  const cookies = signIn(request, customer.id);
  return json(
    { authenticated: true, profile: toProfile(customer) },
    { headers: setCookies(cookies) },
  );
}

const otpHandlers = [
  http.post(api('/customer/api/v1/sign-in'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const body = await readJson<SignInRequest>(request);
    const found = signInLogin(body.login);
    if (found instanceof Response) return found;
    const { login, customer } = found;
    const refusedToSend = spendCode([login], networkOf(request));
    if (refusedToSend) return refusedToSend;
    // The same work either way; a login without an account gets a flow that no code signs in.
    const flow = startOtpFlow({
      kind: 'sign-in',
      login,
      phone: customer?.phone_number ?? '',
      customerId: customer?.id,
    });
    return json(authSessionOf(flow));
  }),

  http.post(api('/customer/api/v1/sign-up'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const body = await readJson<SignUpRequest>(request);
    const errors = signUpErrors(body);
    if (!errors.empty) return fail(400, errors.codes);
    const phone = normalizePhone(String(body.phone_number));
    const nationalId = String(body.national_id);
    const refusedToSend = spendCode([nationalId, phone], networkOf(request));
    if (refusedToSend) return refusedToSend;
    const flow = startOtpFlow({
      kind: 'sign-up',
      phone,
      signUp: { national_id: nationalId, birthday: String(body.birthday) },
    });
    return json(authSessionOf(flow));
  }),

  http.post(api('/customer/api/v1/sign-in/otp'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const flow = await checkOtp(request, 'sign-in');
    if (flow instanceof Response) return flow;
    const customer = flow.customerId === undefined ? undefined : customers.get(flow.customerId);
    return customer ? signedIn(request, customer) : fail(400, ['bad_credentials']);
  }),

  http.post(api('/customer/api/v1/sign-up/otp'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const flow = await checkOtp(request, 'sign-up');
    if (flow instanceof Response) return flow;
    const taken = takenCodes(flow.signUp, flow.phone);
    if (taken.length > 0 || !flow.signUp) return fail(400, taken);
    return signedIn(request, registerCustomer(flow.phone, flow.signUp));
  }),

  http.post(api('/api/v1/otp-resend'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const { sid } = await readJson<OtpResendRequest>(request);
    if (isBlank(sid)) return fail(400, ['sid__required']);
    const flow = findOtpFlow(String(sid));
    if (!flow) return fail(400, ['otp__not_found']);
    if (flow.attemptsLeft <= 0 || flow.resends >= OTP_MAX_RESENDS) return flowUsedUp(flow, request);
    // The limits first: once no code may be sent, the countdown's 409 would only mislead.
    const logins = loginsOf(flow);
    const network = networkOf(request);
    const limited = nextCodeWait(logins, network);
    if (limited.seconds > 0) return tooMany(limited);
    if (flow.resendAt > clock.now()) {
      const wait = String(secondsUntil(flow.resendAt));
      return fail(409, ['otp__still_valid'], undefined, { 'Retry-After': wait });
    }
    return spendCode(logins, network) ?? json(authSessionOf(resendOtp(flow)));
  }),
];

export const authHandlers = [...otpHandlers, ...sessionHandlers, ...nafathHandlers];
