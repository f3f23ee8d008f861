import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 9190);

export default defineConfig({
  // The journeys, and the attack suite's browser-side attacks (tests/security/*.spec.ts).
  testDir: './tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  fullyParallel: true,
  // Journeys wait on the app and the mock server as much as they compute: one more worker than
  // cores keeps the cores busy without making each journey wait for a core.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  forbidOnly: true,
  retries: 0,
  // Every journey waits for the app's signals and moves the clocks instead of waiting
  // (docs/testing.md): 30 s is a ceiling for a journey that hangs, not time a journey needs.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Tracing every journey costs about 40% of the run's CPU: off unless asked for (E2E_TRACE=1).
    // A failure still leaves its page snapshot (error-context.md) and a screenshot in test-results/.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/`,
    // MOCK=1: the journeys move the mock's clock and scenarios through the app's origin (/__mock).
    env: { PORT: String(port), MOCK_PORT: String(mockPort), MOCK: '1' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
