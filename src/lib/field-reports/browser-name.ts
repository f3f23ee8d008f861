/** The browsers told apart, first match wins (Edge and Opera also say Chrome, Chrome also says Safari). */
const BROWSERS: Array<[name: string, version: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

/**
 * The browser's name and major version (`Chrome 131`, `Safari 18`), never its user agent: nothing that
 * tells one device from another. An engine without a known browser is `WebKit` (an app's web view) or
 * `Other`.
 */
export function browserOf(userAgent: string): string {
  for (const [name, version] of BROWSERS) {
    const found = version.exec(userAgent);
    if (found) return `${name} ${found[1]!.slice(0, 4)}`;
  }
  return /AppleWebKit\//.test(userAgent) ? 'WebKit' : 'Other';
}
