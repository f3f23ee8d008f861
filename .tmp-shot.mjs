import { chromium } from '@playwright/test';
const [url, out, w = '1280', h = '900', actions = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const logs = [];
page.on('console', (m) => { if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes('MISSING_TRANSLATION')) logs.push(`${m.type()}: ${m.text().split('\n')[0]}`); });
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(5000);
if (actions) { for (const a of actions.split(';')) { await eval(`(async () => { ${a} })()`); } await page.waitForTimeout(1000); }
await page.screenshot({ path: out, fullPage: true });
console.log(page.url());
console.log(logs.slice(0, 15).join('\n'));
await browser.close();
