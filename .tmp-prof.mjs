import { chromium } from '@playwright/test';
const [port, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
await context.addCookies([{ name: 'locale', value: 'ar', url: 'http://127.0.0.1:' + port }]);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }); await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(Math.round(e.duration)); }).observe({ type: 'longtask', buffered: true }); });
await page.goto('http://127.0.0.1:' + port + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', await page.evaluate(() => window.__lt));
const self = new Map(); const byId = new Map(profile.nodes.map(n => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\//, '')}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + t); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, t]) => `${(t / 1000).toFixed(0).padStart(6)}ms ${k}`).join('\n'));
await browser.close();
