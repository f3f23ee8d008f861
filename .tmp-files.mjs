import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } }); await context.addCookies([{ name: 'locale', value: 'ar', url: 'http://127.0.0.1:' + process.argv[2] }]); const page = await context.newPage();
const rows = [];
page.on('requestfinished', async (r) => { if (!/\.(js|css)(\?|$)/.test(r.url())) return; const s = await r.sizes(); rows.push([r.url().replace(/^.*\//,''), (s.responseBodySize/1024).toFixed(1)]); });
await page.goto('http://127.0.0.1:' + process.argv[2] + process.argv[3], { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
console.log(rows.map(r => r.join('  ')).join('\n'));
await browser.close();
