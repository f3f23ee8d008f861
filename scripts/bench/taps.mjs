// The time from a cold load's first paint (its first contentful paint) to the first tap that works
// Chromium at Lighthouse's mobile CPU slowdown (4x, DevTools' CPU throttling) on a 412x823 touch
// screen, the page's cookies in the jar. From the start of the load on, it taps the target
// (./controls.mjs) again and again, each tap sent when the page has taken the previous one (as a
// finger's, a tap waits for the page's main thread), until one works; the time of its effect, in the
// page's own clock, less the first contentful paint's is the figure (0 when a tap worked before): a
// navigation to the link's address starting (the Navigation API's `navigate` event: the link
// followed natively, or the app's route change), or the control's effect appearing. It also notes
// when the page was shown (<html data-page-shown>: hydrated, with its data).
import { setTimeout as delay } from 'node:timers/promises';
import { HEADER_LINK, inLanguage } from './controls.mjs';
import { median } from './median.mjs';
import { quietMachine } from './quiet-machine.mjs';

const CPU_SLOWDOWN = 4;
const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 15_000;

/** In the page, from its start: its first paint, its navigations, the page shown, the effect. */
function watchPage(effect) {
  if (!/^https?:$/.test(location.protocol)) return;
  const note = (kind, at, detail) => window.__benchNote?.(performance.timeOrigin, kind, at, detail);
  // The first paint with content (a first paint may be the background alone: nothing to tap yet).
  const notePaint = (entries) => {
    for (const entry of entries)
      if (entry.name === 'first-contentful-paint') note('paint', entry.startTime);
  };
  new PerformanceObserver((list) => notePaint(list.getEntries())).observe({
    type: 'paint',
    buffered: true,
  });
  window.navigation?.addEventListener('navigate', (event) => {
    const { pathname, search } = new URL(event.destination.url);
    // The paint as far as it is known: a link followed natively may leave before the observer hears.
    notePaint(performance.getEntriesByType('paint'));
    note('navigate', performance.now(), event.destination.url);
    if (effect?.navigate && new RegExp(effect.navigate).test(`${pathname}${search}`))
      note('worked', performance.now());
  });
  let shown = false;
  let worked = false;
  new MutationObserver(() => {
    if (!shown && document.documentElement.hasAttribute('data-page-shown')) {
      shown = true;
      note('shown', performance.now());
    }
    if (!worked && effect?.present && document.querySelector(effect.present)) {
      worked = true;
      note('worked', performance.now());
    }
  }).observe(document, { attributes: true, childList: true, subtree: true });
}

/** In the page: the middle of the target, scrolled into view, when nothing covers it. */
function locate({ selector, text }) {
  const boxOf = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 ? box : undefined;
  };
  const element = [...document.querySelectorAll(selector)].find(
    (each) => (text === undefined || each.textContent.trim() === text) && boxOf(each),
  );
  if (!element) return undefined;
  const middle = (box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const reachable = (box) => {
    const { x, y } = middle(box);
    return x >= 0 && y >= 0 && x < innerWidth && y < innerHeight
      ? element.contains(document.elementFromPoint(x, y))
      : false;
  };
  let box = boxOf(element);
  if (!reachable(box)) {
    element.scrollIntoView({ block: 'center' });
    box = boxOf(element);
  }
  return box && reachable(box) ? { ...middle(box), href: element.href } : undefined;
}

function contextFor(browser, { url, cookies }) {
  return browser
    .newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true })
    .then(async (context) => {
      const origin = new URL(url).origin;
      await context.addCookies(
        Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })),
      );
      return context;
    });
}

/**
 * Where the targets are once the page is shown (a load at full speed): a cold load's first taps go
 * there, before the page's main thread is free to say where they are (a point below the fold is left
 * to the run, which scrolls to it).
 */
async function scout(browser, page, targets) {
  const context = await contextFor(browser, page);
  try {
    const tab = await context.newPage();
    await tab.goto(page.url);
    await tab.waitForSelector('html[data-page-shown]', { state: 'attached', timeout: GIVE_UP_MS });
    const points = [];
    for (const target of targets) {
      let point;
      for (let tries = 0; !point && tries < 50; tries += 1) {
        point = await tab.evaluate(locate, target.find);
        if (!point) await tab.waitForTimeout(200);
      }
      const scrolled = await tab.evaluate(() => {
        const y = window.scrollY;
        window.scrollTo(0, 0);
        return y !== 0;
      });
      points.push(scrolled ? undefined : point);
    }
    return points;
  } finally {
    await context.close();
  }
}

/** One cold load: ms from the first paint to the target's first working tap, and to the page shown. */
async function tapRun(browser, page, target, start) {
  const context = await contextFor(browser, page);
  const notes = [];
  let measured;
  await context.exposeBinding('__benchNote', (source, timeOrigin, kind, at, detail) => {
    measured ??= timeOrigin; // the first page loaded; a link followed natively loads another
    if (timeOrigin === measured) notes.push({ kind, at, detail });
  });
  await context.addInitScript(watchPage, target.effect ?? null);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const seen = (kind, test = () => true) => notes.find((note) => note.kind === kind && test(note));
  const worked = () =>
    target.effect ? seen('worked') : seen('navigate', (note) => note.detail === start?.href);
  let point = start;
  let running = true;
  // Sent through the DevTools protocol: Playwright's tap also waits for what the tap may start.
  const tap = async ({ x, y }) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  try {
    await quietMachine();
    await tab.goto(page.url, { waitUntil: 'commit' });
    const started = Date.now();
    const waiting = () => running && Date.now() - started < GIVE_UP_MS;
    // Where the target is now (it may appear, or move, as the page loads): asked beside the taps,
    // which never wait for the answer.
    const locating = (async () => {
      while (waiting() && !worked()) {
        point = (await tab.evaluate(locate, target.find).catch(() => undefined)) ?? point;
        await delay(100);
      }
    })();
    while (!worked() && waiting()) {
      if (point) await tap(point).catch(() => undefined);
      await delay(TAP_EVERY_MS);
    }
    while (target.effect && worked() && !seen('shown') && waiting()) await delay(20);
    running = false;
    await Promise.race([locating, delay(2000)]); // a page that never answers is closed below
    // No paint known: the tap worked before the page had told of its paint.
    const paint = Math.min(...notes.filter((note) => note.kind === 'paint').map((note) => note.at));
    const after = (note) => (note ? Math.max(0, note.at - paint) : Infinity);
    return { tapMs: after(worked()), shownMs: after(seen('shown')) };
  } finally {
    running = false;
    await context.close();
  }
}

/**
 * The medians of `runs` cold loads of `page`: ms from the first paint to a working tap on the header
 * link (`linkMs`), on the page's control (`controlMs`), and to the page shown (`shownMs`); Infinity
 * when it did not happen within 15 s. A control that changes the mock's data gets a namespace a run.
 */
export async function tapTimes(browser, page, control, runs) {
  const own = inLanguage(control, page.lang);
  const namespaced = (run) =>
    control.freshNamespace
      ? { ...page, cookies: { ...page.cookies, mock_ns: `bench-taps-${Date.now()}-${run}` } }
      : page;
  const [linkAt, controlAt] = await scout(browser, namespaced('scout'), [HEADER_LINK, own]);
  // A page that scrolls itself once shown leaves no place to tap its header link: never.
  if (!linkAt) console.error(`${page.url}: the header link is not in view once the page is shown`);
  const link = [];
  const controls = [];
  for (let run = 0; run < runs; run += 1) {
    link.push(await tapRun(browser, page, HEADER_LINK, linkAt));
    controls.push(await tapRun(browser, namespaced(run), own, controlAt));
  }
  return {
    linkMs: median(link.map((run) => run.tapMs)),
    controlMs: median(controls.map((run) => run.tapMs)),
    shownMs: median(controls.map((run) => run.shownMs)),
    control: control.what,
  };
}
