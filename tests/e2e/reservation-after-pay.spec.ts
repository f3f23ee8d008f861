// The reservation's life after paying, from the account, in both languages: a card payment's
// reservation with its invoice PDF, cancelled by the refund rule and refunded on the mock's clock; a
// bank-transfer reservation with its instructions and countdown, expired after the deadline. Every
// state of the reservation page is a component test (src/features/reservation).
import { advanceClock, expect, localized, passTime, test, type Locale } from './fixtures';
import { fillCard } from './payment-support';

const TEXT = {
  ar: {
    reserve: 'احجز الآن',
    pay: /^ادفع /,
    paid: 'تم حجز الوحدة لك',
    confirmed: 'مؤكَّد',
    invoice: /تنزيل الفاتورة|الفاتورة/,
    cancel: 'إلغاء الحجز',
    rule: /نعيد .* من أصل .* دفعتها إلى وسيلة الدفع الأصلية خلال 3 أيام/,
    yes: 'نعم، ألغِ الحجز',
    pending: 'ملغى · الاسترداد قيد التنفيذ',
    refunded: 'تم الاسترداد',
    transfer: 'تحويل بنكي',
    continueTransfer: 'المتابعة بالتحويل البنكي',
    payee: 'بيتك — حساب الحجوزات',
    copyIban: 'نسخ رقم الآيبان',
    waiting: 'بانتظار التحويل البنكي',
    expired: 'منتهي الصلاحية',
    expiredText: 'انتهت مهلة الدفع قبل سداد الرسوم',
  },
  en: {
    reserve: 'Reserve now',
    pay: /^Pay /,
    paid: 'Your unit is reserved',
    confirmed: 'Confirmed',
    invoice: /Download the invoice/,
    cancel: 'Cancel reservation',
    rule: /We refund .* of the .* you paid to your original payment method within 3 days/,
    yes: 'Yes, cancel it',
    pending: 'Cancelled · refund on its way',
    refunded: 'Refunded',
    transfer: 'Bank transfer',
    continueTransfer: 'Continue with bank transfer',
    payee: 'Baitak — reservations account',
    copyIban: 'Copy IBAN',
    waiting: 'Awaiting bank transfer',
    expired: 'Expired',
    expiredText: 'The time to pay ended before the fee was paid',
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

const UNITS = { ar: { card: 509, transfer: 510 }, en: { card: 513, transfer: 512 } } as const;

for (const locale of ['ar', 'en'] as const) {
  const t = TEXT[locale];

  test.describe(`after paying (${locale})`, () => {
    test.beforeEach(async ({ signIn }) => {
      await signIn({ fresh: true });
    });

    test('card: the invoice PDF, cancel by the refund rule, refunded on the clock', async ({
      page,
      axe,
      signIn,
    }) => {
      await page.clock.install();
      await page.goto(localized(locale, `/reservation-checkout/${UNITS[locale].card}`));
      await page.getByRole('button', { name: t.reserve }).click();
      await fillCard(page, locale, '4111111111111111');
      await page.getByRole('button', { name: t.pay }).click();
      await passTime(page, 3);
      await expect(page.getByRole('heading', { name: t.paid })).toBeVisible();

      await page.goto(localized(locale, '/account/reservations'));
      await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/account\/reservations\/\d+$/);
      await expect(page.getByText(t.confirmed, { exact: true })).toBeVisible();
      await axe();

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: t.invoice }).click();
      const file = await (await download).createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

      const opener = page.getByRole('button', { name: t.cancel });
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(t.rule)).toBeVisible();
      await axe();
      await dialog.getByRole('button', { name: t.yes }).click();
      await expect(page.getByText(t.pending)).toBeVisible();
      await axe();

      await advanceClock(page, 3 * 86_400);
      await signIn({ fresh: true });
      await page.reload();
      await expect(page.getByText(t.refunded, { exact: true })).toBeVisible();
      await axe();
    });

    test('bank transfer: the instructions and countdown, expired after the deadline', async ({
      page,
      axe,
      signIn,
    }) => {
      await page.goto(localized(locale, `/reservation-checkout/${UNITS[locale].transfer}`));
      await page.getByRole('button', { name: t.reserve }).click();
      await page.getByRole('radio', { name: t.transfer }).check();
      await page.getByRole('button', { name: t.continueTransfer }).click();
      await expect(page.getByTestId('iban')).toBeVisible();

      await page.goto(localized(locale, '/account/reservations'));
      await expect(page.getByText(t.waiting)).toBeVisible();
      await expect(page.getByTestId('countdown')).toHaveText(/^(1:5\d|2:00):\d{2}$/);
      await axe();
      await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
      await expect(page.getByTestId('beneficiary')).toHaveText(t.payee);
      await expect(page.getByTestId('iban')).toHaveText(/^SA\d{2}( \d{4}){5}$/);
      await expect(page.getByTestId('iban')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('button', { name: t.copyIban })).toBeVisible();
      await expect(page.getByTestId('countdown')).toHaveText(/^(1:5\d|2:00):\d{2}$/);
      await axe();

      await advanceClock(page, 121 * 60);
      await signIn({ fresh: true });
      await page.reload();
      await expect(page.getByText(t.expired, { exact: true })).toBeVisible();
      await expect(page.getByText(t.expiredText)).toBeVisible();
      await axe();
    });
  });
}
