// Apple Pay with a scripted ApplePaySession injected into the page (Chromium has none): the real event
// sequence — begin, onvalidatemerchant with Apple's validation URL, completeMerchantValidation with the
// merchant session our API answers, onpaymentauthorized with the sheet's token, completePayment with
// the payment's real outcome — and the sheet cancelled or the card declined.
import { expect, LOCALES, localized, mockStats, passTime, test } from './fixtures';
import { financingText as messagesOf } from './financing-support';
import { pattern } from './payment-support';

type Script = { outcome: 'authorize' | 'cancel'; data: string };
type Step = { step: string; detail?: unknown };

/** Installs the fake ApplePaySession; its steps are read back with `steps()`. */
async function fakeApplePay(page: import('@playwright/test').Page, script: Script) {
  await page.addInitScript((play: Script) => {
    const steps: Step[] = [];
    (window as unknown as { __applePaySteps: Step[] }).__applePaySteps = steps;
    class FakeApplePaySession {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static canMakePayments = () => true;
      static supportsVersion = (version: number) => version <= 14;
      onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
      onpaymentauthorized: ((event: object) => void) | null = null;
      oncancel: ((event: object) => void) | null = null;
      constructor(version: number, request: object) {
        steps.push({ step: 'new', detail: { version, request } });
      }
      begin() {
        steps.push({ step: 'begin' });
        queueMicrotask(() =>
          this.onvalidatemerchant?.({
            validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
          }),
        );
      }
      completeMerchantValidation(session: object) {
        steps.push({ step: 'completeMerchantValidation', detail: session });
        if (play.outcome === 'cancel') return queueMicrotask(() => this.oncancel?.({}));
        const paymentData = {
          version: 'EC_v1',
          data: play.data,
          signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQ==',
          header: { ephemeralPublicKey: 'MFkw', publicKeyHash: 'tx9y', transactionId: 'a1b2' },
        };
        queueMicrotask(() =>
          this.onpaymentauthorized?.({
            payment: { token: { paymentData, paymentMethod: { network: 'mada', type: 'debit' } } },
          }),
        );
      }
      completePayment(status: number) {
        steps.push({ step: 'completePayment', detail: status });
      }
      abort() {
        steps.push({ step: 'abort' });
      }
    }
    Object.assign(window, { ApplePaySession: FakeApplePaySession });
  }, script);
  return {
    steps: () =>
      page.evaluate(() => (window as unknown as { __applePaySteps: Step[] }).__applePaySteps),
  };
}

for (const locale of LOCALES) {
  const t = messagesOf(locale);

  test.describe(`Apple Pay (${locale})`, () => {
    test.beforeEach(async ({ page, signIn }) => {
      await signIn();
      await page.clock.install();
    });

    async function openSheet(page: import('@playwright/test').Page) {
      await page.goto(localized(locale, '/reservation-checkout/501'));
      await page.getByRole('button', { name: t['reservation.reserve.button'] }).click();
      await page
        .getByRole('radio', { name: t['shared.reservation.paymentMethod.apple_pay'] })
        .check();
      await page
        .getByRole('button', { name: pattern(t['reservation.pay.applePayButton']) })
        .click();
    }

    test('validates the merchant, pays with the token, completes with success', async ({
      page,
      axe,
    }) => {
      const sheet = await fakeApplePay(page, { outcome: 'authorize', data: 'bW9jayBkYXRh' });
      await openSheet(page);
      await passTime(page, 3);
      await expect(
        page.getByRole('heading', { name: t['reservation.confirmed.heading'], exact: true }),
      ).toBeVisible();
      const steps = await sheet.steps();
      expect(steps.map(({ step }) => step)).toEqual([
        'new',
        'begin',
        'completeMerchantValidation',
        'completePayment',
      ]);
      expect(steps[2]?.detail).toMatchObject({ domainName: '127.0.0.1', displayName: 'Baitak' });
      expect(steps[3]?.detail).toBe(0);
      expect((await mockStats(page)).payments_successful).toBe(1);
      await axe();
    });

    test('a declined card closes the sheet with failure and says so', async ({ page, axe }) => {
      const sheet = await fakeApplePay(page, { outcome: 'authorize', data: 'decline-test' });
      await openSheet(page);
      await expect(page.getByText(t['errors.code.payment__declined'])).toBeVisible();
      expect((await sheet.steps()).at(-1)).toEqual({ step: 'completePayment', detail: 1 });
      await expect(
        page.getByRole('radio', { name: t['shared.reservation.paymentMethod.apple_pay'] }),
      ).toBeChecked();
      await axe();
    });

    test('a cancelled sheet leaves the payment step as it was, nothing charged', async ({
      page,
    }) => {
      const sheet = await fakeApplePay(page, { outcome: 'cancel', data: '' });
      await openSheet(page);
      await expect
        .poll(async () => (await sheet.steps()).map(({ step }) => step))
        .toEqual(['new', 'begin', 'completeMerchantValidation']);
      await expect(
        page.getByRole('button', { name: pattern(t['reservation.pay.applePayButton']) }),
      ).toBeEnabled();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect((await mockStats(page)).payments).toBe(0);
    });
  });
}
