// Logins made up for one run of the verifier (the rate-limit and enumeration probes): valid in form (a
// national ID with its check digit, a Saudi mobile number), different on every call and every run, and
// never one of the mock's test values. A backend must treat them as any login without an account.
import { withLuhnDigit } from '../../src/lib/input/luhn';

let made = 0;
const stamp = () => (Math.floor(Date.now() / 1000) * 16 + (made += 1)) % 1e7;

/** `19XXXXXXX` and its check digit. */
export const madeUpNationalId = () => withLuhnDigit(`19${String(stamp()).padStart(7, '0')}`);

/** `059XXXXXXX`. */
export const madeUpMobile = () => `059${String(stamp()).padStart(7, '0')}`;

/** A made-up login of the same kind as `login` (an ID for an ID, a mobile for a mobile). */
export const madeUpLike = (login: string) =>
  /^[12]\d{9}$/.test(login) ? madeUpNationalId() : madeUpMobile();
