// Attack: an HTML file (a script) renamed cv.pdf and declared application/pdf, uploaded as a CV. The
// browser refuses it before sending, in both languages; sent straight to the API it is refused too.
import { BROWSER_LOCALE, expect, localized, test } from '../e2e/fixtures';
import { FORM_TEXT, smallPdf } from '../e2e/forms-support';

const HTML = Buffer.from('<!doctype html><script>alert(document.domain)</script>');

for (const locale of ['ar', 'en'] as const) {
  test.describe(`upload by content (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('an HTML file named cv.pdf is refused; a real PDF is taken', async ({ page }) => {
      const t = FORM_TEXT[locale];
      await page.goto(localized(locale, '/careers'));
      await page.getByRole('button', { name: t.applyFirst }).click();
      const cv = page.getByLabel(t.cv, { exact: false }).and(page.locator('input[type=file]'));
      await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: HTML });
      await expect(page.getByText(t.cvType)).toBeVisible();
      await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
      await expect(page.getByText(t.cvType)).toHaveCount(0);
    });
  });
}

test('the API refuses an HTML file named cv.pdf', async ({ request }) => {
  const check = await request.get('/customer/api/v1/check-authenticated');
  expect(check.ok()).toBe(true);
  const csrf = /csrftoken=([^;]+)/.exec(check.headers()['set-cookie'] ?? '')?.[1] ?? '';
  const openings = await (await request.get('/api/v1/careers/openings/')).json();
  const answer = await request.post('/customer/api/v1/careers/applications', {
    headers: { 'X-CSRFTOKEN': csrf, Accept: 'application/json' },
    multipart: {
      opening_id: String(openings.results[0].id),
      full_name: 'Omar Alharbi',
      email: 'omar@example.com',
      phone_number: '0561234567',
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: HTML },
    },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).errors).toContain('cv__invalid_type');
});
