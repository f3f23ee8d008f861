// The JavaScript and CSS a cold load of a page fetches (scripts/bench-web.mjs), from the page's
// resource timing (gzip bytes on the wire, a 412x823 phone viewport, the page's cookies in the jar):
// `usable` is the JavaScript fetched by the time the page is hydrated and shown (<html
// data-page-shown>: the files whose download had ended then), `idle` all of it once no request has
// started for 2 s (messages and code prefetched after the paint included).
import { gzipSync } from 'node:zlib';

const SHOWN_AT = () => {
  const note = () => {
    if (document.documentElement.hasAttribute('data-page-shown') && !window.__benchShownAt)
      window.__benchShownAt = performance.now();
  };
  new MutationObserver(note).observe(document, { attributes: true, subtree: true });
};

export async function firstLoad(browser, { url, cookies }, listFiles) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const origin = new URL(url).origin;
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })),
  );
  await context.addInitScript(SHOWN_AT);
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .waitForFunction(() => window.__benchShownAt !== undefined, undefined, { timeout: 15_000 })
    .catch(() => undefined);
  // What comes after the paint (messages, code for later) counts by idle: until 2 s pass without a request.
  const requests = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  for (let seen = -1, tries = 0; tries < 8 && seen !== (seen = await requests()); tries += 1)
    await page.waitForTimeout(2000);
  const html = (await response?.text()) ?? '';
  const { shownAt, resources } = await page.evaluate(() => ({
    shownAt: window.__benchShownAt,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
      wire: entry.encodedBodySize,
    })),
  }));
  await context.close();
  const scripts = resources.filter((entry) => /\.m?js(\?|$)/.test(entry.name));
  const sum = (entries) => entries.reduce((total, entry) => total + entry.wire, 0) / 1024;
  const usable = scripts.filter((entry) => entry.end <= (shownAt ?? Infinity));
  if (listFiles) {
    console.log(`\n${url}`);
    for (const entry of [...scripts].sort((a, b) => b.wire - a.wire))
      console.log(
        `  ${(entry.wire / 1024).toFixed(1).padStart(6)} kB ${usable.includes(entry) ? ' ' : '+'} ${entry.name.replace(origin, '')}`,
      );
  }
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  return {
    jsFiles: scripts.length,
    shown: shownAt !== undefined,
    jsUsableKb: sum(usable),
    jsKb: sum(scripts),
    cssKb: sum(resources.filter((entry) => /\.css(\?|$)/.test(entry.name))),
    inlineCssKb: gzipSync(inlineCss).length / 1024,
  };
}
