// Attack: the backend (compromised or buggy) answers `javascript:` and `data:` URLs where the page
// expects a website, a document or a picture. The page shows the website as text, lists the
// document without a link, leaves the pictures out, and no script runs, in both languages.
import type { Page } from '@playwright/test';
import { BROWSER_LOCALE, expect, localized, test } from '../e2e/fixtures';

const SCRIPT_URL = 'javascript:alert(document.domain)';
const DATA_URL = 'data:text/html,<script>alert(document.domain)</script>';

/** Rewrites the JSON answers of `path` with `change`. */
async function tamper(page: Page, path: RegExp, change: (body: Record<string, unknown>) => void) {
  await page.route(path, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as Record<string, unknown>;
    change(body);
    await route.fulfill({ response: answer, json: body });
  });
}

async function hostileSources(page: Page): Promise<string[]> {
  return page
    .locator('[href], [src]')
    .evaluateAll((elements) =>
      elements
        .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
        .filter((value) => /^\s*(javascript|data|vbscript):/i.test(value)),
    );
}

for (const locale of ['ar', 'en'] as const) {
  test.describe(`hostile API URLs (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('a project’s website, documents and pictures are text or left out', async ({
      page,
      failOnDialog,
    }) => {
      void failOnDialog;
      await tamper(page, /\/api\/v1\/projects\/4\/$/, (project) => {
        (project.agency as Record<string, unknown>).website = SCRIPT_URL;
        for (const document of project.documents as Record<string, unknown>[])
          document.url = DATA_URL;
        for (const image of project.images as Record<string, unknown>[]) image.url = DATA_URL;
      });
      // From the list: the browser asks for the project itself (the server's own calls are not
      // the page's to tamper with).
      await page.goto(localized(locale, '/projects'));
      await page
        .locator(`main a[href="${localized(locale, '/projects/4')}"]`)
        .first()
        .click();
      await expect(page.getByText(SCRIPT_URL)).toBeVisible();
      await page.getByText(SCRIPT_URL).click();
      const brochure = page.getByText(locale === 'ar' ? 'كتيب المشروع' : 'Project brochure');
      await expect(brochure).toBeVisible();
      await expect(page.getByRole('link', { name: /brochure|كتيب/i })).toHaveCount(0);
      await brochure.click();
      expect(await hostileSources(page)).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/projects/4')}$`));
    });
  });
}
