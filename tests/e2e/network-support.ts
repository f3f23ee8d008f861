// The customer's side of a bad network: send, and while the page shows a failure that offers a retry
// instead of what was asked for, ask again.
import type { Locator, Page } from '@playwright/test';
import { apiIdle, expect } from './fixtures';

const RETRY = /^(Try again|حاول مرة أخرى)$/;

/**
 * Clicks `button`, then, until `done` shows, clicks the retry the page offers with its failure (a
 * failure without a retry fails the test). What the customer typed must still be there for that.
 */
export async function sendUntil(page: Page, button: Locator, done: Locator, tries = 4) {
  const retry = page.getByRole('alert').getByRole('button', { name: RETRY });
  await button.click();
  for (let attempt = 0; attempt < tries; attempt += 1) {
    await expect(done.or(retry).first()).toBeVisible();
    if (await done.first().isVisible()) return;
    await retry.first().click();
    await apiIdle(page);
  }
  await expect(done.first()).toBeVisible();
}

/**
 * Chooses the first option of the select labelled `label`, filled from a lookup: while the page shows
 * instead that the list failed, with a retry, retries (a failure without a retry fails the test).
 */
export async function chooseFirstRetrying(page: Page, label: string, tries = 4) {
  const select = page.getByLabel(label);
  const option = select.locator('option').nth(1);
  const retry = page.getByRole('alert').getByRole('button', { name: RETRY });
  for (let attempt = 0; attempt < tries; attempt += 1) {
    await expect(option.or(retry.first())).toBeAttached();
    if ((await option.count()) > 0) break;
    await retry.first().click();
    await apiIdle(page);
  }
  await expect(option).toBeAttached();
  await select.selectOption({ index: 1 });
}
