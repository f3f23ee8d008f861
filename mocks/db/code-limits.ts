import { RATE_LIMITS, count, perNetwork, tooMany, waitFor, type Budget } from './rate-limits';

/**
 * The one-time codes' limits (the contract's `x-rate-limits` of sign-in, sign-up, the resend and the
 * code checks): codes sent per login and per network, wrong codes per login across every flow. A
 * login is counted whether it has an account or not, so the limits tell nothing either.
 */
const sent = (logins: string[], network: string): Budget[] => [
  ...logins.map((login): Budget => ({
    key: `codes:login:${login}`,
    limit: RATE_LIMITS.codesPerLogin,
    per: 'login',
  })),
  perNetwork('codes', network, RATE_LIMITS.codesPerNetwork),
];

const wrong = (logins: string[]): Budget[] =>
  logins.map((login) => ({
    key: `wrong:login:${login}`,
    limit: RATE_LIMITS.wrongCodesPerLogin,
    per: 'login',
  }));

/** How long until a code may be sent to these logins from this network. */
export const nextCodeWait = (logins: string[], network: string) =>
  waitFor([...sent(logins, network), ...wrong(logins)]);

/** Counts a code sent, or answers the 429 when none may be sent now. */
export function spendCode(logins: string[], network: string): Response | undefined {
  const wait = nextCodeWait(logins, network);
  if (wait.seconds > 0) return tooMany(wait);
  count(sent(logins, network));
  return undefined;
}

/** How long until a code of these logins may be checked again. */
export const wrongCodesWait = (logins: string[]) => waitFor(wrong(logins));

export const countWrongCode = (logins: string[]) => count(wrong(logins));
