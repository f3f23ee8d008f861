// The customer's rights over their personal data (PDPL), against the built app and the mock server:
// editing every editable field (the mobile number after a code to the current one, then a code to
// the new one; another session of the customer ends), the copy of the data (with uploaded documents),
// withdrawing a consent, and deleting the account (refused while a reservation is active, then done
// with a code; the uploaded documents are gone with it).
// The refusals of each call (codes reused, another customer's flow) are mock tests
// (mocks/handlers/privacy.test.ts).
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type BrowserContext } from '@playwright/test';
import { expect, LOCALES, localized, test } from './fixtures';
import { BUDGET_ANSWERS } from '../../mocks/testing/budget-answers';
import { TEXT } from './auth-support';
import { requestUpToFinancingThroughApi, uploadDocumentsThroughApi } from './financing-support';
import { signInThroughApi } from './mock-support';

const PRIVACY = {
  ar: {
    edit: 'تعديل البيانات',
    save: 'حفظ التغييرات',
    saved: 'حُفظت بياناتك.',
    kuwaiti: 'كويتي',
    changePhone: 'تغيير رقم الجوال',
    proofCode: 'إرسال رمز إلى رقمي الحالي',
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
    proofCode: 'Send a code to my current number',
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

/** Service providers' systems call the backend itself (the site does not serve their API). */
const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 9190}`;
const providerFile = (id: number) => `${MOCK}/provider/api/v1/financing-documents/${id}/file`;
const provider = (namespace: string) => ({
  headers: { 'X-Provider-Key': 'provider-test-key', 'X-Mock-Namespace': namespace },
});

/**
 * A financing request with its documents uploaded and sent for offers (service providers may then
 * download them), through the API; the documents' ids.
 */
async function documentsSentToProviders(context: BrowserContext): Promise<number[]> {
  const id = await requestUpToFinancingThroughApi(context);
  const csrf = (await context.cookies()).find(({ name }) => name === 'csrftoken')?.value ?? '';
  const request = `/customer/api/v1/financing-requests/${id}/`;
  const financing = { loan_percent: 90, loan_term_years: 25, down_payment: 100_000 };
  const filled = await context.request.patch(request, {
    headers: { 'X-CSRFTOKEN': csrf },
    data: { ...financing, preferred_monthly_installment: 5000, fees_option: 'add_to_loan' },
  });
  expect(filled.ok(), await filled.text()).toBe(true);
  await uploadDocumentsThroughApi(context, id);
  const sent = await context.request.post(`${request}submit`, { headers: { 'X-CSRFTOKEN': csrf } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const list = (await (await context.request.get(`${request}documents/`)).json()) as {
    results: Array<{ document?: { id: number } }>;
  };
  return list.results.flatMap(({ document }) => (document ? [document.id] : []));
}

/** Saves a budget check and records a listing as viewed, through the API. */
async function budgetAndViewsThroughApi(context: BrowserContext) {
  const csrf = (await context.cookies()).find(({ name }) => name === 'csrftoken')?.value ?? '';
  const headers = { 'X-CSRFTOKEN': csrf };
  const budget = await context.request.put('/customer/api/v1/budget', {
    headers,
    data: BUDGET_ANSWERS,
  });
  expect(budget.ok(), await budget.text()).toBe(true);
  const viewed = await context.request.put('/customer/api/v1/recently-viewed/unit/501', {
    headers,
  });
  expect(viewed.ok(), await viewed.text()).toBe(true);
}

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
    test('edits every editable field, and the mobile number after proving it is the customer', async ({
      page,
      signIn,
      namespace,
      baseURL,
      axe,
    }) => {
      await signIn();
      // The customer is also signed in on another device (in this test's data): it ends with the change.
      const elsewhere = await playwrightRequest.newContext({
        baseURL,
        extraHTTPHeaders: { 'X-Mock-Namespace': namespace },
      });
      await signInThroughApi(
        elsewhere,
        async () =>
          (await elsewhere.storageState()).cookies.find(({ name }) => name === 'csrftoken')?.value,
      );
      expect((await elsewhere.get('/customer/api/v1/profile')).status()).toBe(200);
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
      await axe('#main');
      await page.getByRole('button', { name: p.proofCode }).click();
      await page.getByRole('textbox', { name: t.code }).fill('123456');
      await expect(page.getByRole('textbox', { name: p.newPhone })).toBeFocused();
      await page.getByRole('textbox', { name: p.newPhone }).fill('0551234567');
      await page.getByRole('button', { name: p.sendCode }).click();
      await page.getByRole('textbox', { name: t.code }).fill('123456');
      await axe('#main');
      await expect(page.getByRole('status').filter({ hasText: p.phoneChanged })).toBeVisible();
      await expect(page.getByText('+966551234567', { exact: true })).toBeVisible();
      expect((await elsewhere.get('/customer/api/v1/profile')).status()).toBe(401);
      await elsewhere.dispose();
      await page.reload();
      await expect(page.getByText('+966551234567', { exact: true })).toBeVisible();
    });

    test('copy of my data, withdrawing a consent, and deleting the account', async ({
      page,
      context,
      signIn,
      namespace,
      axe,
    }) => {
      await signIn({ fresh: true });
      const uploaded = await documentsSentToProviders(context);
      expect(uploaded.length).toBeGreaterThan(0);
      for (const id of uploaded)
        expect((await context.request.get(providerFile(id), provider(namespace))).status()).toBe(
          200,
        );
      await budgetAndViewsThroughApi(context);
      await page.goto(localized(locale, '/account/privacy'));
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: p.json }).click();
      const file = await (await download).path();
      const copy = JSON.parse(await readFile(file, 'utf8')) as {
        profile: { national_id: string };
        reservations: Array<{ number: string }>;
        financing_requests: Array<{ documents?: Array<{ file_name: string }> }>;
        budget?: { monthly_income: number; max_price: number };
        recently_viewed: Array<{ kind: string; listing_id: number }>;
      };
      // The saved budget and the recently viewed listings are the customer's data too.
      expect(copy.budget).toMatchObject({ monthly_income: 18_000, max_price: expect.any(Number) });
      expect(copy.recently_viewed).toEqual([
        expect.objectContaining({ kind: 'unit', listing_id: 501 }),
      ]);
      expect(copy.profile.national_id).toBe('1000000008');
      expect(
        copy.financing_requests.flatMap(({ documents }) => documents ?? []).map((d) => d.file_name),
      ).toContain('national_id.pdf');
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
      // The uploaded documents went with the account: no service provider can download them.
      for (const id of uploaded)
        expect((await context.request.get(providerFile(id), provider(namespace))).status()).toBe(
          404,
        );

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toHaveCount(0);
      await expect(page.getByText('1000000008')).toHaveCount(0);
      await page.goto(localized(locale, '/account/privacy'));
      await expect(page.getByRole('textbox', { name: t.login })).toBeVisible();
    });
  });
}
