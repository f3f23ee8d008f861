// What the nginx journeys read from an answer (its nonce, the page's CSP violations) and the demo
// customer's session, signed in through nginx.
import {
  expect,
  request as playwrightRequest,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { signInThroughApi } from './mock-support';

/** The nonce of a Content-Security-Policy header. */
export const nonceOf = (csp: string | string[] = '') =>
  /'nonce-([0-9a-f]{32})'/.exec(String(csp))?.[1] ?? '';

/** The answer's nonce and page, checked: the body carries that nonce only, and no placeholder. */
export async function noncedPage(answer: APIResponse) {
  const nonce = nonceOf(answer.headers()['content-security-policy']);
  const html = await answer.text();
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(html.match(/nonce="[^"]*"/g))).toEqual(new Set([`nonce="${nonce}"`]));
  expect(html).not.toContain('__CSP_NONCE__');
  return { nonce, html };
}

/** Collects Content-Security-Policy violations, as the page reports them and as console errors. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

/** The demo customer's session as a Cookie header, signed in through nginx (in a namespace of its own). */
export async function demoSession(origin: string): Promise<string> {
  const request = await playwrightRequest.newContext({
    baseURL: origin,
    extraHTTPHeaders: { 'X-Mock-Namespace': `nginx-${process.pid}` },
  });
  const cookies = async () => (await request.storageState()).cookies;
  await signInThroughApi(
    request,
    async () => (await cookies()).find((cookie) => cookie.name === 'csrftoken')?.value,
  );
  const header = (await cookies())
    .filter((cookie) => ['sessionid', 'refresh'].includes(cookie.name))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
  await request.dispose();
  return header;
}
