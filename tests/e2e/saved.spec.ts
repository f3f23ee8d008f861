// Saved homes and saved searches against the built app and the mock server: a guest saves a unit
// through sign-in and finds it in the saved list; a saved search gets an alert when the mock's clock
// lists a new match, and the alert opens the new unit. The mock's rules (idempotent saves, limits,
// daily summaries, price drops) are mock tests (mocks/handlers/saved.test.ts); the button's and the
// pages' states are component tests.
import type { Page } from '@playwright/test';
import { TEXT } from './auth-support';
import { advanceClock, DEMO_CUSTOMER, expect, LOCALES, localized, test } from './fixtures';

const SAVED = {
  ar: {
    savedHomes: 'العقارات المحفوظة',
    remove: /^إزالة .* من العقارات المحفوظة$/,
    empty: /لم تحفظ أي عقار بعد/,
    saveSearch: 'احفظ هذا البحث',
    submit: 'حفظ البحث',
    // Named from its criteria, in the page's language.
    searchName: 'متاحة للحجز',
    searchSaved: 'حُفظ البحث باسم متاحة للحجز.',
    alert: 'فتح: وحدة جديدة تطابق «متاحة للحجز»',
    newResult: 'نتيجة جديدة واحدة',
  },
  en: {
    savedHomes: 'Saved homes',
    remove: /^Remove .* from saved homes$/,
    empty: /You have not saved any homes yet/,
    saveSearch: 'Save this search',
    submit: 'Save search',
    searchName: 'Available to reserve',
    searchSaved: 'Search saved as Available to reserve.',
    alert: 'Open: New match for “Available to reserve”',
    newResult: '1 new result',
  },
} as const;

const heartOf = (page: Page, listing: string) =>
  page.locator(`[data-save-listing="${listing}"]`).filter({ visible: true });

for (const locale of LOCALES) {
  const t = TEXT[locale];
  const s = SAVED[locale];

  test.describe(`saved homes and searches (${locale})`, () => {
    test('a guest saves a unit through sign-in and finds it in the saved homes', async ({
      page,
      axe,
    }) => {
      await page.goto(localized(locale, '/units/501'));
      const heart = heartOf(page, 'unit-501');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(page).toHaveURL(/\/sign-in\?from=/);
      await page.getByRole('textbox', { name: t.login }).fill(DEMO_CUSTOMER.nationalId);
      await page.getByRole('button', { name: t.sendCode }).click();
      await page.getByRole('textbox', { name: t.code }).pressSequentially(DEMO_CUSTOMER.otp);
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page).toHaveURL(localized(locale, '/units/501'));
      await expect(heartOf(page, 'unit-501')).toHaveAttribute('aria-pressed', 'true');

      await page.goto(localized(locale, '/account/saved-homes'));
      await expect(page.getByRole('heading', { level: 1, name: s.savedHomes })).toBeVisible();
      const row = page.locator('[data-saved-home="unit-501"]');
      await expect(row.getByRole('link')).toHaveAttribute('href', localized(locale, '/units/501'));
      await axe('#main');
      await row.getByRole('button', { name: s.remove }).click();
      await expect(page.getByText(s.empty)).toBeVisible();
      await axe('#main');
    });

    test('a saved search gets an alert for a new match that opens the unit', async ({
      page,
      signIn,
      axe,
    }) => {
      await signIn();
      await page.goto(localized(locale, '/units?available=1'));
      await page.getByRole('button', { name: s.saveSearch }).click();
      await axe();
      await page.getByRole('button', { name: s.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: s.searchSaved })).toBeVisible();

      await advanceClock(page, 60 * 60);
      await page.goto(localized(locale, '/account/saved-searches'));
      const row = page.locator('[data-saved-search]').filter({ hasText: s.searchName });
      await expect(row.getByText(s.newResult)).toBeVisible();
      await axe('#main');

      await page.goto(localized(locale, '/account'));
      await page.getByRole('link', { name: s.alert }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/units/')}\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
