// Helpers of the financing journeys: the texts of both languages, and choosing from lookups.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, type Locale } from './fixtures';

/** The financing messages of a language, by id. */
export const financingText = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(`src/i18n/locales/${locale}/financing.json`, 'utf8')) as Record<
    string,
    string
  >;

/** Chooses the first option of a select that is filled from a lookup, once it is filled. */
export async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label);
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

type OwnProperty = {
  type: string;
  readiness: string;
  address: string;
  price: string;
  description: string;
};

/** Fills the new-request form for a property outside the platform (not sent). */
export async function fillOwnProperty(page: Page, t: Record<string, string>, own: OwnProperty) {
  await page.getByRole('radio', { name: t['financing.choice.sourceOwn'] }).check();
  await page.getByLabel(t['financing.field.propertyType']).selectOption(own.type);
  await page.getByLabel(t['financing.field.propertyReadiness']).selectOption(own.readiness);
  await chooseFirst(page, t['financing.field.region']);
  await chooseFirst(page, t['financing.field.city']);
  await page.getByLabel(t['financing.field.address']).fill(own.address);
  await page.getByLabel(t['financing.field.estimatedPrice']).fill(own.price);
  await page.getByLabel(t['financing.field.propertyDescription']).fill(own.description);
}
