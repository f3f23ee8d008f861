// A second browser working the app beside a test run (issue 32: the suite must stay green when the
// machine is shared): walks public pages of a served app in both languages, on a phone and a desktop,
// opening lists, cards and the map, until stopped. Usage:
//   node scripts/browser-pressure.mjs http://127.0.0.1:4290   (an app served with scripts/serve.mjs)
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const PAGES = ['/', '/properties', '/units', '/projects', '/properties?view=map', '/faq'];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

// The walk stops itself at a signal, after its page, and then closes the browser.
const browser = await chromium.launch({
  executablePath: findChromium(),
  handleSIGINT: false,
  handleSIGTERM: false,
});
let walked = 0;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopping = true));

while (!stopping) {
  for (const viewport of SIZES) {
    for (const lang of ['', '/en']) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const path of PAGES) {
        if (stopping) break;
        try {
          await page.goto(`${base}${lang}${path}`, { waitUntil: 'load' });
          await page.mouse.wheel(0, 2000);
          const card = page
            .locator('main a[href*="/properties/"], main a[href*="/units/"]')
            .first();
          if (await card.count()) await card.click();
          await page.waitForLoadState('load');
          walked += 1;
        } catch {
          // The app under test may be restarting; the walk only needs to keep a browser busy.
        }
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`browser pressure: ${walked} pages walked`);
