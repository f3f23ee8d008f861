// The checks of `npm run contract:verify` that need no real user: check-authenticated and its CSRF
// cookie, sign-in and validation errors, 401 without a session, CSRF refusal and acceptance.
import type { Check } from './verify-checks';

const UNKNOWN_SID = 'contract-verify-unknown-sid';
/** A well-formed mobile number no customer has (the mock backend keeps it free). */
const UNKNOWN_PHONE = '0599999999';
const SIGN_IN = '/customer/api/v1/sign-in';

const noSession = (method: Check['method'], path: string, json?: unknown): Check => ({
  title: 'no session',
  method,
  path,
  json,
  status: 401,
  codes: ['authentication__required'],
});

/** First, so the `csrftoken` cookie is there for the unsafe calls. */
export const SESSION_CHECKS: Check[] = [
  {
    title: 'sets the csrftoken cookie',
    method: 'GET',
    path: '/customer/api/v1/check-authenticated',
    status: 200,
    setsCookie: 'csrftoken',
    body: (body) =>
      (body as { authenticated?: unknown })?.authenticated === false
        ? undefined
        : 'expected authenticated: false without a session',
  },
  {
    title: 'invalid login',
    method: 'POST',
    path: SIGN_IN,
    json: { login: '12ab' },
    status: 400,
    codes: ['phone_number__invalid'],
  },
  {
    title: 'empty login',
    method: 'POST',
    path: SIGN_IN,
    json: { login: '' },
    status: 400,
    codes: ['phone_number__required'],
  },
  {
    title: 'unknown customer',
    method: 'POST',
    path: SIGN_IN,
    json: { login: UNKNOWN_PHONE },
    status: 404,
    codes: ['customer__not_found'],
  },
  {
    title: 'unknown sid',
    method: 'POST',
    path: `${SIGN_IN}/otp`,
    json: { sid: UNKNOWN_SID, otp: '123456' },
    status: 400,
    codes: ['otp__not_found'],
  },
  {
    title: 'no sid, no code',
    method: 'POST',
    path: `${SIGN_IN}/otp`,
    json: {},
    status: 400,
    codes: ['sid__required', 'otp__required'],
  },
  {
    title: 'unknown sid',
    method: 'POST',
    path: '/api/v1/otp-resend',
    json: { sid: UNKNOWN_SID },
    status: 400,
    codes: ['otp__not_found'],
  },
  {
    title: 'empty body',
    method: 'POST',
    path: '/customer/api/v1/sign-up',
    json: {},
    status: 400,
    codes: ['national_id__required', 'phone_number__required', 'birthday__required'],
  },
  {
    title: 'empty body',
    method: 'POST',
    path: '/customer/api/v1/feedback',
    json: {},
    status: 400,
    codes: [
      'full_name__required',
      'email__required',
      'phone_number__required',
      'reason__required',
      'text__required',
    ],
  },
  {
    title: 'empty body',
    method: 'POST',
    path: '/customer/api/v1/real-estate-request',
    json: {},
    status: 400,
    codes: [
      'purpose__required',
      'property_type__required',
      'full_name__required',
      'phone_number__required',
    ],
  },
  noSession('GET', '/customer/api/v1/profile'),
  noSession('GET', '/customer/api/v1/profile/addresses/'),
  noSession('GET', '/customer/api/v1/reservations/'),
  noSession('GET', '/customer/api/v1/financing-requests/'),
  noSession('GET', '/customer/api/v1/notifications/'),
  noSession('PUT', '/customer/api/v1/profile', { full_name: 'Sara Ahmed' }),
  { ...noSession('POST', '/customer/api/v1/refresh'), title: 'no refresh cookie' },
  {
    title: 'no CSRF header',
    method: 'POST',
    path: '/customer/api/v1/sign-out',
    csrf: false,
    status: 403,
    codes: ['csrf__invalid'],
  },
  {
    title: 'no CSRF header',
    method: 'POST',
    path: '/customer/api/v1/feedback',
    json: {},
    csrf: false,
    status: 403,
    codes: ['csrf__invalid'],
  },
  { title: 'CSRF header accepted', method: 'POST', path: '/customer/api/v1/sign-out', status: 204 },
];
