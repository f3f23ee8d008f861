// Reserving a unit and paying the hold, each way of paying once: card (Arabic), bank transfer and
// 3-D Secure (English). A declined card and the refusals of the reserve call are component tests
// (src/features/reservation).
import { expect, expectDocumentLanguage, localized, passTime, test } from './fixtures';
import { cardFrame, fillCard, guardCardData } from './payment-support';

const UNITS = { arabicCard: 501, englishTransfer: 502, threeDs: 508 } as const;

test.describe('reservation checkout', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn();
    // The payment settles at the mock a few seconds later; the page polls it.
    await page.clock.install();
  });

  test('Arabic: reserve and pay by a mada card, the card only in the provider frame', async ({
    page,
    axe,
  }) => {
    const guard = await guardCardData(page);
    await page.goto(localized('ar', `/reservation-checkout/${UNITS.arabicCard}`));
    await expectDocumentLanguage(page, 'ar');
    await page.getByRole('button', { name: 'احجز الآن' }).click();
    await expect(page.getByRole('heading', { name: 'ادفع مبلغ الحجز' })).toBeFocused();
    await expect(page.getByText(/الوحدة محجوزة لك حتى الساعة/)).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText(/^\d{2}:\d{2}$/);
    const number = cardFrame(page).getByLabel('رقم البطاقة', { exact: true });
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await fillCard(page, 'ar', '4464040000000007');
    await expect(number).toHaveValue('4464 0400 0000 0007');
    await expect(page.getByTestId('card-brand')).toContainText('شبكة البطاقة: مدى');
    await axe();
    await page.getByRole('button', { name: /^ادفع / }).click();
    await passTime(page, 3);
    await expect(page.getByRole('heading', { name: 'تم حجز الوحدة لك' })).toBeVisible();
    await expect(page.getByText('بإتمامك الدفع تكون قد وافقت على شروط الحجز.')).toBeVisible();
    await axe();
    await guard.check();
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
    await passTime(page, 10);
    await expect(page.getByRole('heading', { name: 'Your unit is reserved' })).toBeVisible();
  });

  test('English: 3-D Secure returns to the checkout and the payment completes', async ({
    page,
  }) => {
    // Watching from the first page (as the card journey above): set while the checkout adds the
    // provider's frame, Firefox's BiDi could lose the guard's function with the frame it was loading.
    const guard = await guardCardData(page);
    await page.goto(localized('en', `/reservation-checkout/${UNITS.threeDs}`));
    await page.getByRole('button', { name: 'Reserve now' }).click();
    await fillCard(page, 'en', '4000000000003220');
    await expect(page.getByTestId('card-brand')).toContainText('Card network: Visa');
    await page.getByRole('button', { name: /^Pay / }).click();
    const approve = page.getByRole('button', { name: /Approve/ });
    await approve.waitFor();
    // The checkout follows the payment at its address until it settles (at the mock's clock, which
    // runs on): waited for from the click, as the address may have moved on when a check looks.
    const returned = page.waitForURL(
      new RegExp(`/en/reservation-checkout/${UNITS.threeDs}\\?payment=\\d+$`),
    );
    await approve.click();
    await returned;
    await passTime(page, 3);
    await expect(page.getByRole('heading', { name: 'Your unit is reserved' })).toBeVisible();
    await guard.check();
  });
});
