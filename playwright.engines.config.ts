// The business journeys on Firefox (Debian's Firefox ESR, driven by Playwright over WebDriver BiDi):
// `npm run test:e2e:engines` (scripts/e2e-engines.mjs), docs/browser-engines.md. The same journeys as
// in Chromium, chosen by title (tests/e2e/engines.ts), on a desktop-sized and a phone-sized window.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { ENGINE_JOURNEYS, PHONE_JOURNEYS } from './tests/e2e/engines';

const firefox = {
  browserName: 'firefox' as const,
  channel: 'moz-firefox',
  launchOptions: {
    // Starts Firefox ESR and answers for the BiDi commands it does not know yet.
    executablePath: new URL('./scripts/firefox-bidi-shim.mjs', import.meta.url).pathname,
    // A frame of another origin in the page's own process (Fission, site isolation, off): over BiDi,
    // Firefox ESR 153 neither focuses a field of an out-of-process frame on a click nor types into it,
    // and the card's fields are the payment provider's frame (docs/browser-engines.md). The same
    // engine, origins and policies; only the process it runs in differs.
    firefoxUserPrefs: { 'fission.autostart': false },
  },
};

export default defineConfig({
  ...base,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-firefox.json' }]],
  grep: ENGINE_JOURNEYS,
  projects: [
    {
      name: 'firefox desktop',
      use: { ...base.use, ...firefox, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'firefox phone',
      grep: PHONE_JOURNEYS,
      use: { ...base.use, ...firefox, viewport: { width: 390, height: 844 } },
    },
  ],
  // The stage's script serves the build once for every engine (scripts/e2e-engines.mjs).
  webServer: process.env.E2E_SERVER_RUNNING ? undefined : base.webServer,
});
