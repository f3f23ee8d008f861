// What an answer must carry: exactly the security headers of the one definition
// (src/server/security-headers.mjs): each defined header once, with the defined value (the policy
// with the answer's own nonce), and none of the others the definition knows (HSTS over plain http).
// For the app's server, the dev server, scripts/serve.mjs and nginx alike (Vitest and Playwright:
// `expect(found).toEqual(expected)`).
import {
  SECURITY_HEADER_NAMES,
  securityHeaders,
  type SecurityHeaderOptions,
} from '../../../src/server/security-headers.mjs';

type Headers = Record<string, string | string[] | undefined>;

/** The nonce of a policy (none in the media policy). */
export const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';

/**
 * The defined headers an answer carries (`found`) and those the definition gives an answer to
 * `options.path` (`expected`), by lower-case name (as Node and Playwright give them; a header sent
 * twice is one value joined, never equal to the definition's).
 */
export function securityHeaderCheck(
  headers: Headers,
  options: Omit<SecurityHeaderOptions, 'nonce'>,
): { found: Record<string, unknown>; expected: Record<string, unknown> } {
  const names = SECURITY_HEADER_NAMES.map((name) => name.toLowerCase());
  const found = Object.fromEntries(names.map((name) => [name, headers[name]]));
  const nonce = nonceOf(String(headers['content-security-policy'] ?? ''));
  const expected: Record<string, unknown> = Object.fromEntries(
    names.map((name) => [name, undefined]),
  );
  for (const [name, value] of securityHeaders({ ...options, nonce }))
    expected[name.toLowerCase()] = value;
  return { found, expected };
}
