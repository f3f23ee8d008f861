// Every way the checkout can fail, in the browser and in both languages: the hold expiring while the
// customer pays, a decline, insufficient funds, 3-D Secure failed, cancelled and abandoned on the
// provider's page, the attempt limit, the unit taken meanwhile, a provider error retried without a
// second charge, and a bank transfer's deadline passing. Each state has its own message and a next
// step, keeps what may be reused, and is axe clean. The mock's clock moves through /__mock.
import { advanceClock, expect, LOCALES, localized, mockStats, passTime, test } from './fixtures';
import {
  cardNumber,
  expectCardKept,
  expectNothingMarked,
  fillCard,
  guardCardData,
  holdForAnotherCustomer,
  pattern,
  reserveThroughApi,
} from './payment-support';
import { financingText as messagesOf } from './financing-support';

const UNIT = 501;
const HOLD_SECONDS = 30 * 60;
const TRANSFER_SECONDS = 120 * 60;
const THREE_DS_TIMEOUT_SECONDS = 10 * 60;

for (const locale of LOCALES) {
  const t = messagesOf(locale);
  const code = (name: string) => t[`errors.code.${name}`];
  const heading = (id: string) => ({ name: t[id], exact: true });

  test.describe(`checkout failures (${locale})`, () => {
    let guard: Awaited<ReturnType<typeof guardCardData>>;
    test.beforeEach(async ({ page, signIn }) => {
      await signIn();
      await page.clock.install();
      guard = await guardCardData(page);
    });

    /** Opens the checkout and holds the unit: the payment step. */
    async function holdUnit(page: import('@playwright/test').Page) {
      await page.goto(localized(locale, `/reservation-checkout/${UNIT}`));
      await page.getByRole('button', { name: t['reservation.reserve.button'] }).click();
      await expect(page.getByRole('heading', heading('reservation.pay.heading'))).toBeFocused();
    }
    const payButton = (page: import('@playwright/test').Page) =>
      page.getByRole('button', { name: pattern(t['reservation.card.payButton']) });

    for (const [card, failure] of [
      ['4000000000000002', 'payment__declined'],
      ['4000000000009995', 'payment__insufficient_funds'],
    ] as const) {
      test(`${failure}: the message, the name and method kept, nothing marked, another card pays`, async ({
        page,
        axe,
      }) => {
        await holdUnit(page);
        await expect(
          page.getByRole('radio', { name: t['shared.reservation.paymentMethod.apple_pay'] }),
          'no Apple Pay where the browser cannot pay with it',
        ).toHaveCount(0);
        await page
          .getByRole('radio', { name: t['shared.reservation.paymentMethod.visa_master'] })
          .check();
        await fillCard(page, locale, card);
        await payButton(page).click();
        await expect(page.getByRole('alert').filter({ hasText: code(failure) })).toBeVisible();
        await expect(
          page.getByRole('radio', { name: t['shared.reservation.paymentMethod.visa_master'] }),
        ).toBeChecked();
        await expect(page.getByLabel(t['reservation.card.cardholderName'])).toHaveValue(
          'Sara Alqahtani',
        );
        await expect(cardNumber(page, locale)).toHaveValue('');
        await expectNothingMarked(page);
        await axe();
        await fillCard(page, locale, '4111111111111111', { name: false });
        await payButton(page).click();
        await passTime(page, 3);
        await expect(
          page.getByRole('heading', heading('reservation.confirmed.heading')),
        ).toBeVisible();
        await guard.check();
      });
    }

    test('provider technical error: the card kept, the retry sends the same key, nothing charged', async ({
      page,
      axe,
    }) => {
      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/payments'))
          keys.push(request.headers()['idempotency-key'] ?? 'none');
      });
      await holdUnit(page);
      await page
        .getByRole('radio', { name: t['shared.reservation.paymentMethod.visa_master'] })
        .check();
      await fillCard(page, locale, '4000000000000119');
      await payButton(page).click();
      const failed = page.getByRole('alert').filter({ hasText: code('payment__technical_error') });
      await expect(failed).toBeVisible();
      await expectCardKept(page, locale);
      await axe();
      const first = keys.length;
      await payButton(page).click();
      await expect.poll(() => keys.length).toBeGreaterThan(first);
      await expect(failed).toBeVisible();
      expect(new Set(keys).size, 'the retry repeats the same payment').toBe(1);
      expect((await mockStats(page)).payments).toBe(0);
      await guard.check();
    });

    test('an answer lost after the charge: the retry gets the same payment, charged once', async ({
      page,
    }) => {
      // Every answer of the first press (the app's own retries too) is lost after the charge.
      let losing = true;
      await page.route('**/customer/api/v1/reservations/*/payments', async (route) => {
        if (!losing) return route.continue();
        await route.fetch();
        await route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ errors: ['payment__technical_error'] }),
        });
      });
      await holdUnit(page);
      await fillCard(page, locale, '4464040000000007');
      await payButton(page).click();
      await expect(page.getByText(code('payment__technical_error'))).toBeVisible();
      losing = false;
      await payButton(page).click();
      await passTime(page, 3);
      await expect(
        page.getByRole('heading', heading('reservation.confirmed.heading')),
      ).toBeVisible();
      expect(await mockStats(page)).toMatchObject({
        payments: 1,
        payments_successful: 1,
        reservations_charged_twice: 0,
      });
      await guard.check();
    });

    for (const outcome of ['fail', 'cancel'] as const) {
      test(`3-D Secure ${outcome} on the provider's page: the payment failed, then pay again`, async ({
        page,
        axe,
      }) => {
        await holdUnit(page);
        await fillCard(page, locale, '4000000000003220');
        const appOrigin = new URL(page.url()).origin;
        await payButton(page).click();
        await expect(page).toHaveURL(/\/psp\/v1\/3ds\/\w+$/);
        expect(new URL(page.url()).origin, "the provider's origin").not.toBe(appOrigin);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.locator(`button[value="${outcome}"]`).click();
        await expect(
          page.getByRole('heading', heading('reservation.status.failedHeading')),
        ).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(
          localized(locale, `/reservation-checkout/${UNIT}`),
        );
        await expect(page.getByText(code('payment__three_ds_failed'))).toBeVisible();
        await axe();
        await page.getByRole('button', { name: t['common.retry'] }).click();
        await expect(page.getByRole('heading', heading('reservation.pay.heading'))).toBeVisible();
        await expect(payButton(page)).toBeEnabled();
        await guard.check();
      });
    }

    test('3-D Secure abandoned with the back button: continue it, or it fails in time', async ({
      page,
      axe,
    }) => {
      await holdUnit(page);
      await fillCard(page, locale, '4000000000003220');
      await payButton(page).click();
      await expect(page.locator('button[value="approve"]')).toBeVisible();
      await page.goBack();
      const verify = page.getByRole('heading', heading('reservation.status.verifyHeading'));
      await expect(verify).toBeVisible();
      await expect(
        page.getByRole('button', { name: t['reservation.status.verifyButton'] }),
      ).toBeVisible();
      await axe();
      await passTime(page, THREE_DS_TIMEOUT_SECONDS);
      await expect(page.getByText(code('payment__three_ds_failed'))).toBeVisible();
      await expect(page.getByRole('button', { name: t['common.retry'] })).toBeVisible();
      await guard.check();
    });

    test('the hold expires while paying: said so, and reserving again starts over', async ({
      page,
      axe,
    }) => {
      await holdUnit(page);
      await fillCard(page, locale, '4111111111111111');
      await advanceClock(page, HOLD_SECONDS + 60);
      await payButton(page).click();
      await expect(page.getByText(t['reservation.ended.expiredText'])).toBeVisible();
      await axe();
      await page.getByRole('button', { name: t['reservation.ended.reserveAgain'] }).click();
      await page.getByRole('button', { name: t['reservation.reserve.button'] }).click();
      await expect(page.getByRole('heading', heading('reservation.pay.heading'))).toBeFocused();
      expect((await mockStats(page)).payments).toBe(0);
      await guard.check();
    });

    test('the attempt limit: said so, no Reserve button, a way to other units', async ({
      page,
      axe,
    }) => {
      for (let attempt = 0; attempt < 3; attempt += 1) await reserveThroughApi(page, UNIT);
      await page.goto(localized(locale, `/reservation-checkout/${UNIT}`));
      await page.getByRole('button', { name: t['reservation.reserve.button'] }).click();
      await expect(page.getByText(code('reservation__attempts_limit_reached'))).toBeVisible();
      await expect(page.getByRole('button', { name: t['reservation.reserve.button'] })).toHaveCount(
        0,
      );
      await expect(
        page.getByRole('link', { name: t['reservation.reserve.browseUnits'] }),
      ).toBeVisible();
      await axe();
    });

    test('the unit reserved by someone else meanwhile: when to come back, and other units', async ({
      page,
      axe,
    }) => {
      await page.goto(localized(locale, `/reservation-checkout/${UNIT}`));
      const reserve = page.getByRole('button', { name: t['reservation.reserve.button'] });
      await expect(reserve).toBeVisible();
      await holdForAnotherCustomer(page, UNIT);
      await reserve.click();
      await expect(
        page.getByText(pattern(t['errors.detail.reservation__in_progress'])),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: t['reservation.reserve.browseUnits'] }),
      ).toBeVisible();
      await axe();
    });

    test('the bank transfer deadline passes: said so, and reserving again is offered', async ({
      page,
      axe,
    }) => {
      await holdUnit(page);
      await page
        .getByRole('radio', { name: t['shared.reservation.paymentMethod.bank_transfer'] })
        .check();
      await page.getByRole('button', { name: t['reservation.pay.bankTransferButton'] }).click();
      await expect(
        page.getByRole('heading', heading('reservation.bankTransfer.heading')),
      ).toBeFocused();
      await passTime(page, TRANSFER_SECONDS + 60);
      await expect(page.getByText(code('bank_transfer__deadline_passed'))).toBeVisible();
      await expect(
        page.getByRole('button', { name: t['reservation.ended.reserveAgain'] }),
      ).toBeVisible();
      await axe();
    });
  });
}

test('the card fields and the provider bridge load only on the checkout', async ({
  page,
  signIn,
}) => {
  await signIn();
  const providerCode: string[] = [];
  const providerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/psp/')) providerRequests.push(request.url());
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('psp-fields')) providerCode.push(response.url());
  });
  for (const path of ['/', `/units/${UNIT}`, '/account/reservations']) {
    await page.goto(path);
  }
  expect([...providerCode, ...providerRequests], 'provider code or calls off the checkout').toEqual(
    [],
  );
  await page.goto(`/reservation-checkout/${UNIT}`);
  await page.getByRole('button', { name: messagesOf('ar')['reservation.reserve.button'] }).click();
  await expect.poll(() => providerRequests.length).toBeGreaterThan(0);
  expect(providerCode.length, 'the bridge comes with the checkout').toBeGreaterThan(0);
});
