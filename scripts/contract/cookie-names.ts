// The names of the contract's cookies in a deployment. Plain (`sessionid`, `refresh`, `csrftoken`), or
// with `--cookie-prefix __Host-` the secure prefixes: `__Host-` on each cookie whose contract path is
// `/` (Secure, Path=/, no Domain), `__Secure-` on the others (a `__Host-` cookie must have Path=/).
import type { CookieNames } from './client';
import type { Contract } from './contract';
import type { CookieRule } from './cookie-attributes';

export const COOKIE_PREFIXES = ['__Host-'] as const;
export type CookiePrefix = (typeof COOKIE_PREFIXES)[number] | undefined;

const rulesOf = (contract: Contract) =>
  (contract.document as { 'x-cookies'?: Record<string, CookieRule> })['x-cookies'] ?? {};

/** The name the deployment gives the contract's cookie `name`. */
export function deployedName(contract: Contract, name: string, prefix: CookiePrefix): string {
  if (!prefix) return name;
  const rule = rulesOf(contract)[name];
  if (!rule) return name;
  return (rule.path ?? '/') === '/' ? `${prefix}${name}` : `__Secure-${name}`;
}

/** The session, refresh and CSRF cookies' names in the deployment. */
export function cookieNamesFor(contract: Contract, prefix: CookiePrefix): CookieNames {
  return {
    session: deployedName(contract, 'sessionid', prefix),
    refresh: deployedName(contract, 'refresh', prefix),
    csrf: deployedName(contract, 'csrftoken', prefix),
  };
}
