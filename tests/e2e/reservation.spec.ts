import { expect, expectDocumentLanguage, localized, test } from './fixtures';
import type { Page } from '@playwright/test';

// Units are listed in the mock and used by one test each (the mock state is shared by parallel tests).
const UNITS = { arabicCard: 501, englishTransfer: 502, declined: 506, threeDs: 507 } as const;

async function fillCard(
  page: Page,
  labels: Record<'name' | 'number' | 'month' | 'year' | 'cvc', RegExp>,
  number: string,
) {
  await page.getByLabel(labels.name).fill('Sara Alqahtani');
  await page.getByLabel(labels.number).pressSequentially(number);
  await page.getByLabel(labels.month).fill('12');
  await page.getByLabel(labels.year).fill('39');
  await page.getByLabel(labels.cvc).fill('123');
}

const EN = {
  name: /Name on card/,
  number: /Card number/,
  month: /Month/,
  year: /Year/,
  cvc: /Security code/,
};
const AR = {
  name: /الاسم على البطاقة/,
  number: /رقم البطاقة/,
  month: /الشهر/,
  year: /السنة/,
  cvc: /رمز الأمان/,
};

test.describe('reservation checkout', () => {
  // Reserve, pay and follow the payment to its end: a few polls of the mock PSP.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('Arabic: reserve and pay by card', async ({ page, axe }) => {
    await page.goto(localized('ar', `/reservation-checkout/${UNITS.arabicCard}`));
    await expectDocumentLanguage(page, 'ar');
    await page.getByRole('button', { name: 'احجز الآن' }).click();
    await expect(page.getByRole('heading', { name: 'ادفع مبلغ الحجز' })).toBeFocused();
    await expect(page.getByText(/الوحدة محجوزة لك حتى الساعة/)).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(page.getByLabel(AR.number)).toHaveAttribute('autocomplete', 'cc-number');
    await fillCard(page, AR, '4111111111111111');
    await expect(page.getByLabel(AR.number)).toHaveValue('4111 1111 1111 1111');
    await axe();
    await page.getByRole('button', { name: /^ادفع / }).click();
    await expect(page.getByRole('heading', { name: 'تم حجز الوحدة لك' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('بإتمامك الدفع تكون قد وافقت على شروط الحجز.')).toBeVisible();
    expect(page.url()).not.toContain('4111');
    await axe();
  });

  test('English: a declined card shows its message and keeps the name', async ({ page }) => {
    await page.goto(localized('en', `/reservation-checkout/${UNITS.declined}`));
    await page.getByRole('button', { name: 'Reserve now' }).click();
    await page.getByRole('radio', { name: 'Visa / Mastercard' }).check();
    await fillCard(page, EN, '4000000000000002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toContainText('Your payment was declined');
    await expect(page.getByLabel(EN.name)).toHaveValue('Sara Alqahtani');
    await expect(page.getByLabel(EN.number)).toHaveValue('');
    await expect(page.getByLabel(EN.cvc)).toHaveValue('');
  });

  test('English: bank transfer shows the IBAN and the deadline, then waits for the bank', async ({
    page,
    axe,
  }) => {
    await page.goto(localized('en', `/reservation-checkout/${UNITS.englishTransfer}`));
    await expectDocumentLanguage(page, 'en');
    await page.getByRole('button', { name: 'Reserve now' }).click();
    await page.getByRole('radio', { name: 'Bank transfer' }).check();
    await page.getByRole('button', { name: 'Continue with bank transfer' }).click();
    await expect(
      page.getByRole('heading', { name: 'Transfer the reservation amount' }),
    ).toBeFocused();
    await expect(page.getByTestId('iban')).toHaveText(/^SA\d{2}( \d{4}){5}$/);
    await expect(page.getByText(/Transfer and confirm by/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
    await axe();
    await page.getByLabel(/Transaction number/).fill('FT25061ABC1234');
    await page.getByRole('button', { name: 'Confirm the transfer' }).click();
    await expect(page.getByRole('heading', { name: /Waiting for the bank/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your unit is reserved' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('English: 3-D Secure returns to the checkout and the payment completes', async ({
    page,
  }) => {
    await page.goto(localized('en', `/reservation-checkout/${UNITS.threeDs}`));
    await page.getByRole('button', { name: 'Reserve now' }).click();
    await fillCard(page, EN, '4000000000003220');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: /Approve/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/en/reservation-checkout/${UNITS.threeDs}\\?payment=\\d+$`),
    );
    await expect(page.getByRole('heading', { name: 'Your unit is reserved' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('English: refusals of the reserve call each say why', async ({ page }) => {
    await page.goto(localized('en', '/reservation-checkout/539'));
    await page.getByRole('button', { name: 'Reserve now' }).click();
    await expect(page.getByRole('alert')).toContainText('technical error');
    await expect(page.getByRole('button', { name: 'Reserve now' })).toBeEnabled();
    await page.goto(localized('en', '/reservation-checkout/540'));
    await page.getByRole('button', { name: 'Reserve now' }).click();
    await expect(page.getByRole('alert')).toContainText(
      /Another person is reserving this unit\. Please come back in \d+ minutes?/,
    );
    await expect(page.getByRole('alert')).toContainText(/reservation attempts? left/);
    await page.goto(localized('en', '/reservation-checkout/504'));
    await expect(
      page.getByRole('heading', { name: 'This unit cannot be reserved now' }),
    ).toBeVisible();
  });
});
