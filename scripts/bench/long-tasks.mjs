// The long tasks of a cold load, and what runs in them: records a Chromium trace (Playwright + CDP,
// CPU throttled 4x like Lighthouse's mobile preset, with the sampling profiler) and prints each main
// thread task over 50 ms with its style/layout work and its JavaScript by kind (React render, sync or
// in slices, commit, effects; styled-components/stylis; module evaluation) and by component.
//   node scripts/bench/long-tasks.mjs http://127.0.0.1:4173/properties [--cpu=4] [--min=50]
//     [--cookies='{"sessionid":"…"}'] [--trace=/tmp/trace.json]
// Serve a build first (npm run preview, or scripts/serve.mjs); a build with `vite build --minify
// false` keeps the function and component names readable.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from '../find-chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const url = args.find((arg) => !arg.startsWith('--'));
if (!url) throw new Error('usage: long-tasks.mjs <url> [--cpu=4] [--min=50] [--cookies=json]');
const CPU = Number(option('cpu', 4));
const MIN = Number(option('min', 50)) * 1000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'blink.user_timing',
  'loading',
];

async function record() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? findChromium(),
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const cookies = JSON.parse(option('cookies', '{}'));
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: CATEGORIES },
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-page-shown]', { state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  let text = '';
  for (let chunk = { eof: false }; !chunk.eof;) {
    chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
  }
  await browser.close();
  return text;
}

/** The JS samples of the renderer's main thread: time and stack (outermost first). */
function samplesOf(events, pid) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile')
      profiles.set(e.id, { t: e.args.data.startTime, nodes: new Map(), at: [] });
    const profile = e.name === 'ProfileChunk' && profiles.get(e.id);
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) =>
      profile.at.push([(profile.t += timeDeltas[i] ?? 0), id]),
    );
  }
  const samples = [];
  for (const { nodes, at } of profiles.values())
    at.forEach(([t, id], i) => {
      const stack = [];
      for (let node = nodes.get(id); node; node = nodes.get(node.parent))
        stack.unshift(node.callFrame);
      samples.push({ t, dt: Math.min((at[i + 1]?.[0] ?? t) - t, 2000), stack });
    });
  return samples;
}

const KINDS = [
  [/^renderRootSync$/, 'React render (sync)'],
  [/^renderRootConcurrent$/, 'React render (slices)'],
  [/^(commitRoot|commitRootImpl|flushLayoutEffects|flushMutationEffects)$/, 'React commit'],
  [/^flushPassiveEffects$/, 'React effects'],
];
function kindOf(stack) {
  const names = stack.map((frame) => frame.functionName);
  const react = KINDS.find(([pattern]) => names.some((name) => pattern.test(name)))?.[1];
  const styles = stack.some((frame) =>
    /stylis|cssjanus|generateAndInjectStyles/i.test(frame.functionName),
  );
  const leaf = stack.at(-1);
  const where = `${leaf?.functionName || '(top level)'} ${(leaf?.url ?? '').split('/').pop()}`;
  return [react, styles && 'styles (stylis/RTL)'].filter(Boolean).join(' + ') || where.trim();
}
const componentOf = (stack) =>
  stack.findLast((frame) => /^[A-Z]\w+$/.test(frame.functionName) && /\/assets\//.test(frame.url))
    ?.functionName;

function report(text) {
  const raw = JSON.parse(text);
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const start = events.find((e) => e.name === 'navigationStart');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === start.pid && e.args.name === 'CrRendererMain',
  );
  const mine = events.filter((e) => e.pid === start.pid && e.tid === main.tid && e.ph === 'X');
  const all = mine.filter(
    (e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask',
  );
  const tasks = all.filter(
    (t) =>
      t.dur >= MIN &&
      !all.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur),
  );
  const samples = samplesOf(events, start.pid);
  const sum = (entries) =>
    Object.entries(entries)
      .sort((a, b) => b[1] - a[1])
      .filter(([, us]) => us >= 1000)
      .slice(0, 6)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
      .join(' | ');
  const blocking = tasks.reduce((total, t) => total + t.dur - 50_000, 0);
  console.log(
    `${url} at ${CPU}x CPU: ${tasks.length} tasks over ${MIN / 1000} ms, ${Math.round(blocking / 1000)} ms over 50 ms in all`,
  );
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const blink = {};
    for (const e of mine)
      if (
        e.ts >= task.ts &&
        e.ts + e.dur <= end &&
        /^(UpdateLayoutTree|Layout|Paint|ParseHTML|ParseAuthorStyleSheet)$/.test(e.name)
      ) {
        const count = e.args?.elementCount ?? e.args?.beginData?.dirtyObjects;
        const key = count === undefined ? e.name : `${e.name} (${count})`;
        blink[key] = (blink[key] ?? 0) + e.dur;
      }
    const js = {};
    const components = {};
    for (const sample of samples) {
      if (sample.t < task.ts || sample.t > end) continue;
      const kind = kindOf(sample.stack);
      js[kind] = (js[kind] ?? 0) + sample.dt;
      const component = componentOf(sample.stack);
      if (component) components[component] = (components[component] ?? 0) + sample.dt;
    }
    console.log(
      `\n@${Math.round((task.ts - start.ts) / 1000)} ms, ${Math.round(task.dur / 1000)} ms long`,
    );
    if (sum(blink)) console.log(`  style/layout: ${sum(blink)}`);
    console.log(`  script: ${sum(js) || '-'}`);
    if (sum(components)) console.log(`  components: ${sum(components)}`);
  }
}

const text = await record();
if (option('trace')) writeFileSync(option('trace'), text);
report(text);
