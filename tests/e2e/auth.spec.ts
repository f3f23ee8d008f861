// Sign-up (every step to the account; a guest's typed details leave the tab after 15 minutes),
// sign-in with one-time codes (guarded link, resend, paste, Arabic-Indic digits, an ID without an
// account, the limit on codes) and sign-out, against the built app and the mock server, in both
// languages. Wrong codes, the attempts limit and each field's rules are component tests
// (src/features/auth).
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_CUSTOMER, expect, LOCALES, localized, passTime, test, type Locale } from './fixtures';
import {
  freshEmail,
  freshMobile,
  freshNationalId,
  startSignUpThroughApi,
  TEXT,
} from './auth-support';

const toArabicIndic = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** Spends the codes a login may get (5 in 15 minutes of the mock's clock) through the API. */
async function useUpCodes(context: BrowserContext, login: string) {
  // The session check sets the csrftoken cookie, as the app's first call does.
  expect((await context.request.get('/customer/api/v1/check-authenticated')).ok()).toBe(true);
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  for (let sent = 0; sent < 5; sent += 1) {
    const answer = await context.request.post('/customer/api/v1/sign-in', {
      data: { login },
      headers: { 'X-CSRFTOKEN': csrf ?? '' },
    });
    expect(answer.status(), `sign-in #${sent + 1}`).toBe(200);
  }
}

async function requestSignInCode(page: Page, locale: Locale, login: string) {
  const t = TEXT[locale];
  await page.getByRole('textbox', { name: t.login }).fill(login);
  await page.getByRole('button', { name: t.sendCode }).click();
  const code = page.getByRole('textbox', { name: t.code });
  await expect(code).toBeFocused();
  return code;
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test.describe(`sign-up (${locale})`, () => {
    test('the details and the code: Back keeps what was typed', async ({ page, axe }) => {
      const nationalId = freshNationalId();
      const mobile = freshMobile();
      await page.goto(localized(locale, '/sign-up'));
      await axe('#main');

      // Step 1: the details.
      await page.getByRole('textbox', { name: t.nationalId }).fill(nationalId);
      await page.getByRole('textbox', { name: t.phone }).fill(toArabicIndic(mobile));
      await expect(page.getByRole('textbox', { name: t.phone })).toHaveValue(mobile);
      await page.getByRole('radio', { name: t.hijri }).check();
      await page.getByRole('textbox', { name: t.day }).fill('19');
      await page.getByRole('combobox', { name: t.month }).selectOption('10');
      await page.getByRole('textbox', { name: t.year }).fill('1410');
      await expect(page.getByTestId('birthday-other-calendar')).toContainText('1990');
      await page.getByRole('button', { name: t.continue }).click();

      // Step 2: the code; Back returns to the details with everything kept.
      await expect(page.getByRole('textbox', { name: t.code })).toBeFocused();
      await expect(page).toHaveURL(/step=code/);
      await page.goBack();
      await expect(page.getByRole('textbox', { name: t.nationalId })).toHaveValue(nationalId);
      await expect(page.getByRole('textbox', { name: t.phone })).toHaveValue(mobile);
      await expect(page.getByRole('textbox', { name: t.year })).toHaveValue('1410');
      await page.goForward();
      await page.getByRole('textbox', { name: t.code }).pressSequentially('123456');
      await axe('#main');
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page.getByRole('textbox', { name: t.fullName })).toBeVisible();
    });

    test("a guest's typed ID and mobile leave the tab 15 minutes after the last change", async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(localized(locale, '/sign-up'));
      const nationalId = freshNationalId();
      await page.getByRole('textbox', { name: t.nationalId }).fill(nationalId);
      await page.getByRole('textbox', { name: t.phone }).fill(freshMobile());
      const kept = () => page.evaluate(() => JSON.stringify({ ...sessionStorage }));
      await expect.poll(kept).toContain(nationalId);
      await page.clock.runFor('14:00');
      expect(await kept()).toContain(nationalId);
      await page.clock.runFor('01:05');
      expect(await kept()).not.toContain(nationalId);
      await page.reload();
      await expect(page.getByRole('textbox', { name: t.nationalId })).toHaveValue('');
    });

    test('a new customer goes on from the profile to the account page', async ({
      page,
      context,
      axe,
    }) => {
      await startSignUpThroughApi(context);
      await page.clock.install();
      await page.goto(localized(locale, '/sign-up'));

      // Step 3: the profile, kept across a reload.
      await page.getByRole('textbox', { name: t.fullName }).fill('Sara Alqahtani');
      await page.reload();
      await expect(page.getByRole('textbox', { name: t.fullName })).toHaveValue('Sara Alqahtani');
      await page.getByRole('textbox', { name: t.email }).fill(freshEmail('sign-up'));
      await page.getByRole('combobox', { name: t.nationality }).selectOption({ index: 1 });
      await page.getByRole('combobox', { name: t.maritalStatus }).selectOption({ index: 1 });
      await page.getByRole('combobox', { name: t.residenceCity }).selectOption({ index: 1 });
      await axe('#main');
      await page.getByRole('button', { name: t.continue }).click();

      // Step 4: the national address.
      await expect(page).toHaveURL(localized(locale, '/sign-up/address'));
      await expect(page.getByRole('radio').first()).toBeChecked();
      await axe('#main');
      await page.getByRole('button', { name: t.continue }).click();

      // Step 5: Nafath, approved by the mock a few seconds later (both clocks move; the app polls).
      await expect(page).toHaveURL(localized(locale, '/sign-up/nafath-auth'));
      await expect(page.getByTestId('nafath-number')).toHaveText(/\d{2}/);
      await expect(page.getByRole('timer')).toHaveText(/\d:\d\d/);
      await axe('#main');
      await passTime(page, 5);
      await expect(page).toHaveURL(localized(locale, '/account'));
      await expect(page.getByRole('heading', { level: 1, name: t.account })).toBeVisible();
      await expect(page.getByText('Sara Alqahtani').first()).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    });
  });

  test.describe(`sign-in (${locale})`, () => {
    test('the demo customer signs in from a guarded link and lands back on it', async ({
      page,
      context,
      axe,
    }) => {
      await page.goto(localized(locale, '/account/reservations'));
      await expect(page).toHaveURL(/\/sign-in\?from=/);
      await axe('#main');
      const code = await requestSignInCode(page, locale, DEMO_CUSTOMER.nationalId);
      await code.pressSequentially(DEMO_CUSTOMER.otp);
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page).toHaveURL(localized(locale, '/account/reservations'));
      // The contract's cookie attributes hold in Chromium on http://127.0.0.1 (loopback is secure); the
      // refresh cookie goes with the refresh call only.
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
      for (const [name, path] of [
        ['sessionid', '/'],
        ['refresh', '/customer/api/v1/refresh'],
      ])
        expect(cookies[name!], name).toMatchObject({
          secure: true,
          httpOnly: true,
          sameSite: 'Lax',
          path,
        });
      expect(cookies.csrftoken).toMatchObject({
        secure: true,
        httpOnly: false,
        sameSite: 'Lax',
        path: '/',
      });
      expect(await page.evaluate(() => document.cookie)).not.toContain('sessionid=');
    });

    test('Arabic-Indic digits, resend after the visible countdown, then a pasted code', async ({
      page,
      context,
      axe,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const from = encodeURIComponent(localized(locale, '/account/details'));
      await page.clock.install();
      await page.goto(localized(locale, `/sign-in?from=${from}`));
      const code = await requestSignInCode(page, locale, toArabicIndic(DEMO_CUSTOMER.mobile));
      await expect(page.getByRole('timer')).toHaveText(t.resendIn);
      await expect(page.getByRole('button', { name: t.resend })).toBeHidden();
      await axe('#main');
      await passTime(page, 31);
      await page.getByRole('button', { name: t.resend }).click();
      await expect(page.getByText(t.resent)).toBeAttached();
      await expect(page.getByRole('timer')).toHaveText(t.resendIn);

      await code.focus();
      await page.evaluate(
        (text) => navigator.clipboard.writeText(text),
        toArabicIndic(DEMO_CUSTOMER.otp),
      );
      await page.keyboard.press('ControlOrMeta+V');
      await expect(page).toHaveURL(localized(locale, '/account/details'));
    });

    test('an ID without an account gets the same code step, worded true for both', async ({
      page,
      axe,
    }) => {
      await page.goto(localized(locale, '/sign-in'));
      const code = await requestSignInCode(page, locale, freshNationalId());
      await expect(page.getByText(t.sentIfRegisteredId)).toBeVisible();
      await expect(page.getByRole('link', { name: t.signUpLink })).toHaveAttribute(
        'href',
        localized(locale, '/sign-up'),
      );
      await expect(page.getByText(t.noAccount)).toBeVisible();
      await code.pressSequentially(DEMO_CUSTOMER.otp);
      await page.getByRole('button', { name: t.verify }).click();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/sign-in\?step=code/);
      await axe('#main');
    });

    test('too many codes: counts down to the next try, the login kept', async ({
      page,
      context,
      axe,
    }) => {
      await page.clock.install();
      await page.goto(localized(locale, '/sign-in'));
      await useUpCodes(context, DEMO_CUSTOMER.mobile);
      await page.getByRole('textbox', { name: t.login }).fill(DEMO_CUSTOMER.mobile);
      const send = page.getByRole('button', { name: t.sendCode });
      await send.click();
      await expect(page.getByRole('timer')).toHaveText(t.retryIn);
      // The form's own message (the toast says it too).
      await expect(page.locator('form').getByRole('alert')).toContainText(t.tooMany);
      await expect(send).toBeDisabled();
      await expect(page.getByRole('textbox', { name: t.login })).toHaveValue(DEMO_CUSTOMER.mobile);
      await axe('#main');
      await passTime(page, 15 * 60);
      await expect(page.getByRole('timer')).toBeHidden();
      await expect(page.getByText(t.retryReady)).toBeAttached();
      await send.click();
      await expect(page.getByRole('textbox', { name: t.code })).toBeFocused();
    });

    test('sign-out clears the session; Back shows nothing private', async ({ page, signIn }) => {
      await signIn({ fresh: true });
      await page.goto(localized(locale, '/account/details'));
      await expect(page.getByText(DEMO_CUSTOMER.nationalId)).toBeVisible();
      await page.getByRole('button', { name: new RegExp(t.accountMenu) }).click();
      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page).toHaveURL(localized(locale, '/'));
      await page.goBack();
      await expect(page).toHaveURL(/\/sign-in\?from=/);
      await expect(page.getByText(DEMO_CUSTOMER.nationalId)).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: t.login })).toBeVisible();
      const status = await page.request.get('/customer/api/v1/check-authenticated');
      expect((await status.json()).authenticated).toBe(false);
    });
  });
}
