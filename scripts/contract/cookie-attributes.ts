// The cookie attributes the contract promises: the root's `x-cookies` states each cookie's attributes
// once, and a `Set-Cookie` header's `x-sets-cookies` names the cookies an answer sets.
export type CookieRule = {
  'http-only'?: boolean;
  secure?: boolean;
  'same-site'?: string;
  path?: string;
};

type SetCookie = { name: string; attributes: Map<string, string> };

function parse(line: string): SetCookie {
  const [pair, ...parts] = line.split(';').map((part) => part.trim());
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const separator = part.indexOf('=');
    const key = (separator === -1 ? part : part.slice(0, separator)).trim().toLowerCase();
    attributes.set(key, separator === -1 ? '' : part.slice(separator + 1).trim());
  }
  return { name: pair.slice(0, Math.max(pair.indexOf('='), 0)).trim(), attributes };
}

function flag(
  cookie: SetCookie,
  attribute: string,
  wanted: boolean | undefined,
  where: string,
): string[] {
  if (wanted === undefined) return [];
  const present = cookie.attributes.has(attribute.toLowerCase());
  if (present === wanted) return [];
  return [
    wanted
      ? `cookie ${cookie.name} of ${where} lacks ${attribute}`
      : `cookie ${cookie.name} of ${where} is ${attribute}, the contract says it must not be`,
  ];
}

function value(
  cookie: SetCookie,
  attribute: string,
  wanted: string | undefined,
  where: string,
): string[] {
  if (wanted === undefined) return [];
  const actual = cookie.attributes.get(attribute.toLowerCase());
  if (actual !== undefined && actual.toLowerCase() === wanted.toLowerCase()) return [];
  return [
    `cookie ${cookie.name} of ${where} has ${actual === undefined ? `no ${attribute}` : `${attribute}=${actual}`}, the contract says ${attribute}=${wanted}`,
  ];
}

/** What a prefixed name promises browsers: `__Host-` Secure, Path=/, no Domain; `__Secure-` Secure. */
function prefixProblems(cookie: SetCookie, where: string): string[] {
  const problems: string[] = [];
  const host = cookie.name.startsWith('__Host-');
  if (!host && !cookie.name.startsWith('__Secure-')) return [];
  if (!cookie.attributes.has('secure'))
    problems.push(`cookie ${cookie.name} of ${where} lacks Secure, which its prefix needs`);
  if (host && cookie.attributes.get('path') !== '/')
    problems.push(`cookie ${cookie.name} of ${where} must have Path=/ (__Host- prefix)`);
  if (host && cookie.attributes.has('domain'))
    problems.push(`cookie ${cookie.name} of ${where} must have no Domain (__Host- prefix)`);
  return problems;
}

/**
 * The violations of an answer's `Set-Cookie` lines against the cookies it must set: `names` are the
 * contract's, `deployed` the name each has in this deployment (the `__Host-` prefixes).
 */
export function cookieProblems(
  rules: Record<string, CookieRule>,
  names: string[],
  lines: string[],
  where: string,
  deployed: (name: string) => string = (name) => name,
): string[] {
  const cookies = lines.map(parse);
  return names.flatMap((name) => {
    const cookie = cookies.find((item) => item.name === deployed(name));
    if (!cookie) return [`Set-Cookie of ${where} does not set ${deployed(name)}`];
    const rule = rules[name] ?? {};
    return [
      ...prefixProblems(cookie, where),
      ...flag(cookie, 'HttpOnly', rule['http-only'], where),
      ...flag(cookie, 'Secure', rule.secure, where),
      ...value(cookie, 'SameSite', rule['same-site'], where),
      ...value(cookie, 'Path', rule.path, where),
    ];
  });
}
