// Scripts the WebKit journeys run in the page (WebDriver's execute): finding elements as a customer
// names them (a label, a button's or link's text) and the app's ready signal. Each is a function body
// with its arguments in `arguments`.

/** Shown on screen: laid out, not hidden. */
const VISIBLE = `const visible = (el) => !!el && el.getClientRects().length > 0 &&
  getComputedStyle(el).visibility !== 'hidden';`;

/** The app's ready signal (tests/e2e/mock-support.ts, appReady): a page shown, no API call in flight. */
export const APP_READY = `const html = document.documentElement;
return html.hasAttribute('data-page-shown') && !html.hasAttribute('data-api-busy');`;

/** The visible form control whose label (or aria-label) starts with arguments[0]. */
export const BY_LABEL = `${VISIBLE}
const [text] = arguments;
const name = (s) => (s ?? '').replace(/\\s+/g, ' ').trim();
for (const label of document.querySelectorAll('label'))
  if (name(label.textContent).startsWith(text) && visible(label.control)) return label.control;
for (const el of document.querySelectorAll('[aria-label]'))
  if (name(el.getAttribute('aria-label')).startsWith(text) && visible(el)) return el;
return null;`;

/** The visible button or link whose text (or aria-label) is arguments[0], or starts with it. */
export const BY_TEXT = `${VISIBLE}
const [text, exact] = arguments;
const name = (s) => (s ?? '').replace(/\\s+/g, ' ').trim();
const fits = (s) => (exact ? name(s) === text : name(s).startsWith(text));
return [...document.querySelectorAll('button, a, [role=button], [role=link]')].find(
  (el) => visible(el) && (fits(el.textContent) || fits(el.getAttribute('aria-label'))),
) ?? null;`;

/** The first visible element matching the CSS selector arguments[0]. */
export const BY_CSS = `${VISIBLE}
return [...document.querySelectorAll(arguments[0])].find(visible) ?? null;`;

/** The page's text (its main part when there is one), spaces folded. */
export const MAIN_TEXT = `return (document.querySelector('main') ?? document.body).innerText.replace(/\\s+/g, ' ');`;

/**
 * From now on in this document: policy violations, uncaught errors and React's hydration errors (the
 * Chromium journeys' fixtures fail on the same) kept in `window.__journeyProblems`. WebKitGTK's
 * automation browser does not write its console out, and WebDriver has no script that runs before a
 * page's own: this watches a page once it is shown, through its client-side navigations.
 */
export const WATCH_PROBLEMS = `if (window.__journeyProblems) return;
const problems = (window.__journeyProblems = []);
document.addEventListener('securitypolicyviolation', (event) =>
  problems.push('policy: ' + event.effectiveDirective + ' ' + event.blockedURI));
addEventListener('error', (event) => problems.push('error: ' + event.message));
addEventListener('unhandledrejection', (event) => problems.push('rejection: ' + String(event.reason)));
const error = console.error.bind(console);
console.error = (...args) => {
  const text = args.map(String).join(' ');
  if (/hydrat|Minified React error #(418|423|425)\\b/i.test(text)) problems.push('console.error: ' + text.slice(0, 300));
  error(...args);
};`;

/** What WATCH_PROBLEMS saw in this document (and forgets it). */
export const TAKE_PROBLEMS = `const seen = window.__journeyProblems ?? [];
return seen.splice(0, seen.length);`;
