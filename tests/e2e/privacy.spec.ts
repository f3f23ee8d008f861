// The customer's rights over their personal data (PDPL), against the built app and the mock server:
// editing every editable field (the mobile number with a code), the copy of the data, withdrawing a
// consent, and deleting the account (refused while a reservation is active, then done with a code).
// The refusals of each call (codes reused, another customer's flow) are mock tests
// (mocks/handlers/privacy.test.ts).
import { readFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { expect, LOCALES, localized, test } from './fixtures';
import { TEXT } from './auth-support';

const PRIVACY = {
  ar: {
    edit: 'تعديل البيانات',
    save: 'حفظ التغييرات',
    saved: 'حُفظت بياناتك.',
    kuwaiti: 'كويتي',
    changePhone: 'تغيير رقم الجوال',
    newPhone: 'رقم الجوال الجديد',
    sendCode: 'إرسال الرمز',
    phoneChanged: 'أصبح رقم جوالك +966551234567.',
    title: 'الخصوصية وبياناتي',
    json: 'تنزيل (JSON)',
    pdf: 'تنزيل (PDF)',
    withdrawMarketing: 'سحب موافقتي: العروض والأخبار عبر الإشعارات والبريد الإلكتروني',
    withdrawn: /^سُحبت موافقتك/,
    giveMarketing: 'منح موافقتي مجددًا: العروض والأخبار عبر الإشعارات والبريد الإلكتروني',
    givenAgain: /^مُنحت موافقتك مجددًا/,
    blocked: 'لا يمكنك حذف حسابك الآن. أنهِ أولًا:',
    reservation: /^الحجز RSV-/,
    deleteStart: 'حذف حسابي',
    deleteConfirm: 'حذف حسابي نهائيًا',
  },
  en: {
    edit: 'Edit details',
    save: 'Save changes',
    saved: 'Your details were saved.',
    kuwaiti: 'Kuwaiti',
    changePhone: 'Change mobile number',
    newPhone: 'New mobile number',
    sendCode: 'Send the code',
    phoneChanged: 'Your mobile number is now +966551234567.',
    title: 'Privacy and my data',
    json: 'Download (JSON)',
    pdf: 'Download (PDF)',
    withdrawMarketing: 'Withdraw my consent: Offers and news by notification and email',
    withdrawn: /^Your consent was withdrawn/,
    giveMarketing: 'Give my consent again: Offers and news by notification and email',
    givenAgain: /^Your consent was given again/,
    blocked: 'You cannot delete your account yet. First end:',
    reservation: /^Reservation RSV-/,
    deleteStart: 'Delete my account',
    deleteConfirm: 'Delete my account for good',
  },
} as const;

/** Cancels the customer's active reservations and financing requests through the API. */
async function endBlockers(context: BrowserContext) {
  const csrf = (await context.cookies()).find(({ name }) => name === 'csrftoken')?.value ?? '';
  for (;;) {
    const check = await context.request.get('/customer/api/v1/profile/deletion');
    const [first] = ((await check.json()) as { blockers: Array<{ kind: string; id: number }> })
      .blockers;
    if (!first) return;
    const kind = first.kind === 'reservation' ? 'reservations' : 'financing-requests';
    const canceled = await context.request.post(`/customer/api/v1/${kind}/${first.id}/cancel`, {
      headers: { 'X-CSRFTOKEN': csrf },
    });
    expect(canceled.ok(), await canceled.text()).toBe(true);
  }
}

for (const locale of LOCALES) {
  const t = TEXT[locale];
  const p = PRIVACY[locale];

  test.describe(`personal data (${locale})`, () => {
    test('edits every editable field, and the mobile number with its code', async ({
      page,
      signIn,
      axe,
    }) => {
      await signIn();
      await page.goto(localized(locale, '/account/details'));
      await page.getByRole('button', { name: p.edit }).click();
      await expect(page.getByRole('textbox', { name: t.fullName })).toBeFocused();
      await page.getByRole('textbox', { name: t.fullName }).fill('Sara Alqahtani');
      await page.getByRole('combobox', { name: t.nationality }).selectOption('KWT');
      await page.getByRole('combobox', { name: t.maritalStatus }).selectOption('single');
      await page.getByRole('combobox', { name: t.residenceCity }).selectOption({ index: 2 });
      await axe('#main');
      await page.getByRole('button', { name: p.save }).click();
      await expect(page.getByRole('status').filter({ hasText: p.saved })).toBeVisible();
      await expect(page.getByRole('main').getByText('Sara Alqahtani')).toBeVisible();
      await expect(page.getByText(p.kuwaiti, { exact: true })).toBeVisible();

      await page.getByRole('button', { name: p.changePhone }).click();
      await page.getByRole('textbox', { name: p.newPhone }).fill('0551234567');
      await page.getByRole('button', { name: p.sendCode }).click();
      await page.getByRole('textbox', { name: t.code }).fill('123456');
      await axe('#main');
      await expect(page.getByRole('status').filter({ hasText: p.phoneChanged })).toBeVisible();
      await expect(page.getByText('+966551234567', { exact: true })).toBeVisible();
    });

    test('copy of my data, withdrawing a consent, and deleting the account', async ({
      page,
      context,
      signIn,
      axe,
    }) => {
      await signIn({ fresh: true });
      await page.goto(localized(locale, '/account/privacy'));
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: p.json }).click();
      const file = await (await download).path();
      const copy = JSON.parse(await readFile(file, 'utf8')) as {
        profile: { national_id: string };
        reservations: Array<{ number: string }>;
      };
      expect(copy.profile.national_id).toBe('1000000008');
      expect(copy.reservations.map(({ number }) => number)).toContainEqual(
        expect.stringMatching(/^RSV-/),
      );

      const pdf = page.waitForEvent('download');
      await page.getByRole('button', { name: p.pdf }).click();
      const pdfFile = await readFile(await (await pdf).path());
      expect(pdfFile.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfFile.length).toBeGreaterThan(10_000);

      await page.getByRole('button', { name: p.withdrawMarketing }).click();
      await expect(page.getByRole('status').filter({ hasText: p.withdrawn })).toBeVisible();
      await expect(page.getByRole('button', { name: p.withdrawMarketing })).toHaveCount(0);
      await page.getByRole('button', { name: p.giveMarketing }).click();
      await expect(page.getByRole('status').filter({ hasText: p.givenAgain })).toBeVisible();
      await expect(page.getByRole('button', { name: p.withdrawMarketing })).toBeVisible();

      await expect(page.getByText(p.blocked)).toBeVisible();
      await expect(page.getByRole('link', { name: p.reservation }).first()).toHaveAttribute(
        'href',
        localized(locale, '/account/reservations'),
      );
      await expect(page.getByRole('button', { name: p.deleteStart })).toHaveCount(0);
      await axe('#main');

      await endBlockers(context);
      await page.reload();
      await page.getByRole('button', { name: p.deleteStart }).click();
      await page.getByRole('textbox', { name: t.code }).fill('123456');
      await axe('#main');
      await page.getByRole('button', { name: p.deleteConfirm }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/')}$`));
      expect((await context.cookies()).find(({ name }) => name === 'sessionid')).toBeUndefined();
      const session = await context.request.get('/customer/api/v1/check-authenticated');
      expect(await session.json()).toEqual({ authenticated: false });

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toHaveCount(0);
      await expect(page.getByText('1000000008')).toHaveCount(0);
      await page.goto(localized(locale, '/account/privacy'));
      await expect(page.getByRole('textbox', { name: t.login })).toBeVisible();
    });
  });
}
