// Personal data out of what leaves the browser in a report (error messages, stacks, addresses), and
// out of what the server keeps of one: the one function both sides use (the web app's reporter and the
// mock backend). No lookbehind: a Safari before 16.4 would refuse the whole module.

/** A digit in any of the writings customers type: Latin, Arabic-Indic (٠-٩), Persian (۰-۹). */
const DIGIT = '0-9\\u0660-\\u0669\\u06F0-\\u06F9';
const D = `[${DIGIT}]`;
const NOT_DIGIT = `[^${DIGIT}]`;

/** Latin digits for Arabic-Indic and Persian ones (as src/lib/input/digits.ts, not imported: the reporter's chunk stays its own). */
const latin = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.charCodeAt(0) - 0x0660) % 0x90),
  );

const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}(?:\.[\w-]*)?/g;
const BEARER = /\b(Bearer|Token|Basic)\s+[\w.~+/=-]{8,}/gi;
const SECRET_PAIR =
  /\b(token|access_token|refresh_token|key|api_key|secret|password|passwd|otp|code|sid|sessionid|session|csrf\w*|auth\w*)=([^\s&#"'<>)]+)/gi;
const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** An absolute address, or a path of the site after a space, a bracket, a quote, `=` or the start. */
const ADDRESS = /(^|[\s(,'"=])(\/[^\s"'<>()[\]{}]*)|https?:\/\/[^\s"'<>()[\]{}]+/g;
const IBAN = new RegExp(`(^|[^A-Za-z0-9])([A-Za-z]{2} ?${D}{2}(?: ?[A-Z${DIGIT}]){10,30})`, 'g');
/** Digits, possibly in groups split by one space or dash, a `+` before them. */
const DIGITS = new RegExp(`(^|${NOT_DIGIT})(\\+?${D}(?:[ \\u00A0-]?${D})*)`, 'g');
const POSITION = /(?::\d+){1,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ALL_DIGITS = new RegExp(`^${D}+$`);

/** What a run of digits is: a mobile number, a national ID, a card, another long number, or nothing. */
function digitRun(run: string): string | undefined {
  const digits = latin(run).replace(/\D/g, '');
  const international = digits.replace(/^00/, '');
  if (/^9665\d{8}$/.test(international) || /^0?5\d{8}$/.test(digits)) return '[mobile]';
  if (/^[12]\d{9}$/.test(digits)) return '[national-id]';
  if (digits.length >= 13 && digits.length <= 19) return '[card]';
  if (digits.length >= 9) return '[number]';
  return undefined;
}

/** The personal values of a text that is not an address. */
function scrubValues(text: string): string {
  return text
    .replace(IBAN, (match, before: string, iban: string) =>
      latin(iban).replace(/\D/g, '').length >= 12 ? `${before}[iban]` : match,
    )
    .replace(DIGITS, (match, before: string, run: string) => {
      const kind = digitRun(run);
      return kind ? `${before}${kind}` : match;
    });
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An opaque value in a path: a UUID, a long hex or base64url string with digits, or a personal value. */
function pathSegment(segment: string): string {
  const text = decoded(segment);
  if (text === '') return segment;
  if (ALL_DIGITS.test(text)) return ':id';
  const opaque =
    UUID.test(text) ||
    /^[0-9a-f]{12,}$/i.test(text) ||
    (/^[\w-]{16,}$/.test(text) && /\d/.test(text)) ||
    /[@%]/.test(text) ||
    scrubValues(text) !== text;
  return opaque ? ':token' : segment;
}

/**
 * An address as its path pattern: the origin kept (its user and password dropped), ids and tokens in
 * the path replaced, the query and the fragment dropped; a stack frame's `:line:column` kept.
 */
function scrubAddress(address: string): string {
  const origin = /^https?:\/\/[^/?#]*/.exec(address)?.[0] ?? '';
  const rest = address.slice(origin.length);
  const cut = rest.search(/[?#]/);
  const path = cut === -1 ? rest : rest.slice(0, cut);
  const after = cut === -1 ? '' : rest.slice(cut);
  const position = POSITION.exec(after)?.[0] ?? POSITION.exec(path)?.[0] ?? '';
  const bare = after === '' && position ? path.slice(0, -position.length) : path;
  const host = origin.replace(/\/\/[^@/]*@/, '//');
  return `${host}${bare.split('/').map(pathSegment).join('/')}${position}`;
}

/**
 * The one scrubber of reports: national IDs (10 digits from 1 or 2), Saudi mobile numbers (05…, 5…,
 * 9665…, +9665…, 009665…, with spaces or dashes), card-like numbers (13–19 digits, Luhn or not) and
 * any other number of 9 digits or more, IBANs, e-mail addresses, tokens (JWTs, bearer tokens,
 * `token=`-like pairs) and, in addresses, the query, the fragment and ids or tokens in the path. Digits
 * count in Latin, Arabic-Indic and Persian writing alike.
 */
export function scrub(text: string): string {
  return scrubValues(
    text
      .replace(ADDRESS, (match, before: string | undefined, path: string | undefined) =>
        path === undefined ? scrubAddress(match) : `${before}${scrubAddress(path)}`,
      )
      .replace(JWT, '[token]')
      .replace(BEARER, '$1 [token]')
      .replace(SECRET_PAIR, '$1=[redacted]')
      .replace(EMAIL, '[email]'),
  );
}
