// The public forms, in both languages: a real-estate request, feedback that hits the fraud-risk check
// and is sent after signing in with nothing lost, and a job application with a CV file. axe on each
// page. Each form's rules (required fields, the district cap, the CV's type and size) are component
// tests (src/features/requests, src/features/careers).
import { DEMO_CUSTOMER, expect, LOCALES, localized, test } from './fixtures';
import { FORM_TEXT, smallPdf } from './forms-support';

for (const locale of LOCALES) {
  const t = FORM_TEXT[locale];

  test.describe(`public forms (${locale})`, () => {
    test('a real-estate request is sent and gets its reference', async ({ page, axe }) => {
      await page.goto(localized(locale, '/real-estate-request'));
      await expect(page.getByRole('heading', { level: 1, name: t.requestTitle })).toBeVisible();
      await expect(
        page.getByRole('combobox', { name: t.region }).locator('option'),
      ).not.toHaveCount(1);
      await axe();

      await page.getByRole('radio', { name: t.buy }).check();
      await page.getByRole('combobox', { name: t.propertyType }).selectOption('flat');
      await page.getByRole('combobox', { name: t.priceRange }).selectOption('500k_1m');
      await page.getByRole('combobox', { name: t.region }).selectOption('1');
      await page.getByRole('combobox', { name: t.city }).selectOption('1');
      const districts = page.getByRole('group', { name: t.districts }).getByRole('checkbox');
      await expect(districts).toHaveCount(10);
      await districts.nth(0).check();
      await districts.nth(3).check();

      await page.getByRole('textbox', { name: t.fullName }).fill('Sara Alqahtani');
      await page.getByRole('textbox', { name: t.phone }).fill('0551234567');
      await page.getByRole('textbox', { name: t.email }).fill('sara@example.com');
      await page.getByRole('checkbox', { name: t.consent }).check();
      await axe('#main');
      await page.getByRole('button', { name: t.sendRequest }).click();
      await expect(page.getByRole('heading', { name: t.requestSent })).toBeFocused();
      await expect(page.getByText(t.reference)).toBeVisible();
      await axe('#main');
    });

    test('feedback refused for fraud risk: sign in and send it, nothing typed lost', async ({
      page,
      axe,
      scenario,
    }) => {
      await scenario('fraud-risk');
      await page.goto(localized(locale, '/contact-us'));
      await page.getByRole('combobox', { name: t.reason }).selectOption('suggestion');
      await page.getByRole('textbox', { name: t.fullName }).fill('Sara Alqahtani');
      await page.getByRole('textbox', { name: t.contactEmail }).fill('sara@example.com');
      await page.getByRole('textbox', { name: t.phone }).fill('0551234567');
      const text = 'Please add a map filter for schools near each project.';
      await page.getByRole('textbox', { name: t.details }).fill(text);
      await axe();
      await page.getByRole('button', { name: t.sendMessage }).click();

      const notice = page.getByRole('alert').filter({ hasText: t.fraudTitle });
      await expect(notice).toBeFocused();
      await axe('#main');
      await notice.getByRole('link', { name: t.fraudSignIn }).click();
      await expect(page).toHaveURL(/\/sign-in\?from=/);
      await page.getByRole('textbox', { name: t.login }).fill(DEMO_CUSTOMER.nationalId);
      await page.getByRole('button', { name: t.sendCode }).click();
      await page.getByRole('textbox', { name: t.code }).pressSequentially(DEMO_CUSTOMER.otp);
      await page.getByRole('button', { name: t.verify }).click();

      await expect(page).toHaveURL(localized(locale, '/contact-us'));
      await expect(page.getByRole('textbox', { name: t.details })).toHaveValue(text);
      await expect(page.getByRole('combobox', { name: t.reason })).toHaveValue('suggestion');
      await expect(page.getByRole('textbox', { name: t.contactEmail })).toHaveValue(
        'sara@example.com',
      );
      await page.getByRole('button', { name: t.sendMessage }).click();
      await expect(page.getByRole('heading', { name: t.messageSent })).toBeFocused();
      await expect(page.getByText(t.reference)).toBeVisible();
      expect(
        await page.evaluate(() => sessionStorage.getItem('private:requests.contact.draft')),
      ).toBeNull();
    });

    test('a job application with a CV file', async ({ page, axe }) => {
      await page.goto(localized(locale, '/careers'));
      await page.getByRole('button', { name: t.applyFirst }).click();
      await expect(page.getByRole('combobox', { name: t.position })).toBeFocused();
      await expect(page.getByRole('combobox', { name: t.position })).toHaveValue('12');
      await page.getByRole('textbox', { name: t.fullName }).fill('Omar Alharbi');
      await page.getByRole('textbox', { name: t.phone }).fill('0561234567');
      await page.getByRole('textbox', { name: t.email }).fill('omar@example.com');
      const cv = page.getByLabel(t.cv, { exact: false }).and(page.locator('input[type=file]'));
      await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
      await axe();
      await page.getByRole('button', { name: t.sendApplication }).click();
      await expect(page.getByRole('heading', { name: t.applicationSent })).toBeFocused();
      await expect(page.getByText(t.reference)).toBeVisible();
      await axe('#main');
    });
  });
}
