// Session hygiene against the built app and the mock server, in both languages: a form in progress when
// the session expired (the mock's clock past the refresh token's life) comes back with its values after
// signing in again; signing out leaves nothing of the customer's in the tab's storage. Each way a
// session ends, and the kept form's rules, are component tests (src/app/api-policy/session-end.test.tsx,
// src/components/form/api-form-kept.test.tsx).
import type { Page } from '@playwright/test';
import { TEXT } from './auth-support';
import { advanceClock, apiIdle, DEMO_CUSTOMER, expect, LOCALES, localized, test } from './fixtures';

const PAGE = {
  ar: { edit: 'تعديل البيانات', save: 'حفظ التغييرات', saved: 'حُفظت بياناتك.' },
  en: { edit: 'Edit details', save: 'Save changes', saved: 'Your details were saved.' },
} as const;

/** The refresh token lives 14 days (mocks/lib/session.ts): a day more and the session is over. */
const PAST_THE_REFRESH = 15 * 24 * 60 * 60;
const NAME = 'Noura Alharbi';

/** Everything the tab keeps in its storage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify([
      Object.entries(sessionStorage),
      Object.entries(localStorage).filter(([key]) => key.startsWith('private:')),
    ]),
  );

for (const locale of LOCALES) {
  const t = TEXT[locale];
  const p = PAGE[locale];

  test.describe(`session hygiene (${locale})`, () => {
    test('a form kept through an expired session, and nothing stored after signing out', async ({
      page,
      signIn,
      axe,
    }) => {
      await signIn({ fresh: true });
      // The header's unread count comes with the page from the server, fresh for its poll interval:
      // no call of the page's own ends the session below before the save does.
      await page.goto(localized(locale, '/account/details'));
      await page.getByRole('button', { name: p.edit }).click();
      await page.getByRole('textbox', { name: t.fullName }).fill(NAME);
      await page.getByRole('combobox', { name: t.nationality }).selectOption('KWT');
      await apiIdle(page);

      await advanceClock(page, PAST_THE_REFRESH);
      await page.getByRole('button', { name: p.save }).click();
      const from = encodeURIComponent(localized(locale, '/account/details'));
      await expect(page).toHaveURL(`${localized(locale, '/sign-in')}?from=${from}`);
      expect(await storedText(page)).not.toContain(NAME);

      await page.getByRole('textbox', { name: t.login }).fill(DEMO_CUSTOMER.nationalId);
      await page.getByRole('button', { name: t.sendCode }).click();
      await page.getByRole('textbox', { name: t.code }).pressSequentially(DEMO_CUSTOMER.otp);
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page).toHaveURL(localized(locale, '/account/details'));
      await expect(page.getByRole('textbox', { name: t.fullName })).toHaveValue(NAME);
      await expect(page.getByRole('combobox', { name: t.nationality })).toHaveValue('KWT');
      await axe('#main');
      await page.getByRole('button', { name: p.save }).click();
      await expect(page.getByRole('status').filter({ hasText: p.saved })).toBeVisible();
      await expect(page.getByRole('main').getByText(NAME)).toBeVisible();

      await page.getByRole('button', { name: new RegExp(t.accountMenu) }).click();
      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page).toHaveURL(localized(locale, '/'));
      const stored = await storedText(page);
      for (const personal of [NAME, DEMO_CUSTOMER.nationalId, DEMO_CUSTOMER.mobile])
        expect(stored).not.toContain(personal);
    });
  });
}
