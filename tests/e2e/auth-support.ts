// Helpers of the sign-in, sign-up and account journeys: the texts of both languages, fresh customers.
import type { BrowserContext } from '@playwright/test';
import { withLuhnDigit } from '../../src/lib/input/luhn';
import { expect, type Locale } from './fixtures';

export const TEXT = {
  ar: {
    login: 'رقم الجوال أو رقم الهوية الوطنية',
    sendCode: 'إرسال الرمز',
    code: 'رمز التحقق',
    verify: 'تحقق',
    resend: 'إرسال رمز جديد',
    nationalId: 'رقم الهوية الوطنية أو الإقامة',
    phone: 'رقم الجوال',
    day: 'اليوم',
    month: 'الشهر',
    year: 'السنة',
    hijri: 'هجري',
    continue: 'متابعة',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    nationality: 'الجنسية',
    maritalStatus: 'الحالة الاجتماعية',
    residenceCity: 'مدينة الإقامة',
    account: 'حسابي',
    accountMenu: 'حسابي',
    signOut: 'تسجيل الخروج',
    newEmail: 'البريد الإلكتروني الجديد',
    changeEmail: 'تغيير البريد الإلكتروني',
    resendIn: /يمكنك طلب رمز جديد بعد \d:\d\d/,
    resent: /أرسلنا رمزًا جديدًا/,
    sentIfRegisteredId: /^إذا كان رقم الهوية \d\d\*{6}\d\d مسجّلًا لدينا، فقد أرسلنا رمزًا/,
    noAccount: 'جديد هنا؟',
    signUpLink: 'إنشاء حساب',
    retryIn: /^يمكنك المحاولة مرة أخرى بعد 1[45]:\d\d\.$/,
    retryReady: 'يمكنك المحاولة مرة أخرى الآن.',
    tooMany: /تجاوزت عدد المحاولات/,
    otherCalendar: /ويوافق/,
    emailChanged: /بريدك الإلكتروني الآن/,
    unconfirmed: 'غير مؤكَّد',
  },
  en: {
    login: 'Mobile number or national ID',
    sendCode: 'Send code',
    code: 'Verification code',
    verify: 'Verify',
    resend: 'Send a new code',
    nationalId: 'National ID or iqama number',
    phone: 'Mobile number',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    hijri: 'Hijri',
    continue: 'Continue',
    fullName: 'Full name',
    email: 'Email',
    nationality: 'Nationality',
    maritalStatus: 'Marital status',
    residenceCity: 'City of residence',
    account: 'My account',
    accountMenu: 'My account',
    signOut: 'Sign out',
    newEmail: 'New email address',
    changeEmail: 'Change email',
    resendIn: /You can request a new code in \d:\d\d/,
    resent: /we have sent a new code/,
    sentIfRegisteredId: /^If the ID \d\d\*{6}\d\d is registered with us, we have sent a/,
    noAccount: 'New here?',
    signUpLink: 'Create an account',
    retryIn: /^You can try again in 1[45]:\d\d\.$/,
    retryReady: 'You can try again now.',
    tooMany: /Too many tries/,
    otherCalendar: /That is/,
    emailChanged: /Your email is now/,
    unconfirmed: 'Not confirmed',
  },
} as const satisfies Record<Locale, Record<string, string | RegExp>>;

/** A valid national ID (Luhn check digit) that no other test uses. */
export function freshNationalId(): string {
  for (;;) {
    const body = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const id = withLuhnDigit(body);
    if (!/^100000/.test(id)) return id;
  }
}

/** A Saudi mobile number no other test uses (not one of the mock's test numbers). */
export function freshMobile(): string {
  return `05${String(Math.floor(Math.random() * 1e8))
    .padStart(8, '0')
    .replace(/^0000000/, '1000000')}`;
}

export const freshEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const API = '/customer/api/v1';

/** Calls of one context's customer through the API, echoing the csrftoken cookie like the app. */
function apiOf(context: BrowserContext) {
  const request = context.request;
  const csrf = async () => ({
    'X-CSRFTOKEN':
      (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '',
  });
  const post = async (path: string, data?: unknown) => {
    const answer = await request.post(path, { data, headers: await csrf() });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return answer.status() === 204 ? undefined : await answer.json();
  };
  return { request, csrf, post };
}

/**
 * Starts a sign-up through the API, up to the verified code: the context is signed in as a new
 * customer whose registration goes on at the profile step. Returns what was registered.
 */
export async function startSignUpThroughApi(context: BrowserContext) {
  const { request, post } = apiOf(context);
  await request.get(`${API}/check-authenticated`);
  const customer = {
    nationalId: freshNationalId(),
    mobile: freshMobile(),
    email: freshEmail('e2e'),
  };
  const { sid } = await post(`${API}/sign-up`, {
    national_id: customer.nationalId,
    phone_number: customer.mobile,
    birthday: '1990-01-01',
    birthday_calendar: 'gregorian',
  });
  await post(`${API}/sign-up/otp`, { sid, otp: '123456' });
  return customer;
}

/**
 * Registers a new customer through the API, every step up to an approved Nafath confirmation, and
 * leaves the context signed in as them. Returns what was registered.
 */
export async function registerThroughApi(context: BrowserContext) {
  const customer = await startSignUpThroughApi(context);
  const { request, csrf, post } = apiOf(context);
  const put = await request.put(`${API}/profile`, {
    data: {
      full_name: 'Test Customer',
      email: customer.email,
      nationality: 'SAU',
      marital_status: 'single',
      residence_city_id: 1,
    },
    headers: await csrf(),
  });
  expect(put.ok(), `profile: ${await put.text()}`).toBe(true);
  const addresses = await (await request.get(`${API}/profile/addresses/`)).json();
  await post(`${API}/profile/addresses/current`, { address_id: addresses[0].id });
  const nafath = await post(`${API}/nafath/requests`);
  // The mock approves a few seconds later by its clock: move it instead of waiting.
  const moved = await request.post('/__mock/clock', { data: { advance_seconds: 5 } });
  expect(moved.ok(), 'POST /__mock/clock').toBe(true);
  await expect
    .poll(
      async () => (await (await request.get(`${API}/nafath/requests/${nafath.id}`)).json()).status,
    )
    .toBe('approved');
  return customer;
}
