// The content pages in both languages: a privacy article opened from the table of contents by its
// anchor (and from a shared link), the FAQ search, who we are, the terms and the insecure-network page.
// axe on each.
import { expect, LOCALES, localized, test } from './fixtures';

const TEXT = {
  ar: {
    privacy: 'سياسة الخصوصية',
    contents: 'المحتويات',
    rights: 'حقوقك',
    rightsHeading: '11. حقوقك',
    cookiesHeading: '12. ملفات تعريف الارتباط',
    faq: 'الأسئلة الشائعة',
    search: 'ابحث في الأسئلة',
    payQuestion: 'كيف أدفع مبلغ الحجز؟',
    payAnswer: /بالتحويل البنكي/,
    noMatch: /لا توجد أسئلة تطابق/,
    clear: 'مسح البحث',
    whoWeAre: 'من نحن',
    free: 'استفد من جميع خدماتنا مجانًا.',
    terms: 'الشروط والأحكام',
    arabicPrevails: /يُعتمد النص العربي/,
    riyadh: /المحاكم المختصة في مدينة الرياض/,
    insecure: 'اتصال غير آمن',
    retry: 'حاول مرة أخرى',
  },
  en: {
    privacy: 'Privacy policy',
    contents: 'Contents',
    rights: 'Your rights',
    rightsHeading: '11. Your rights',
    cookiesHeading: '12. Cookies',
    faq: 'Frequently asked questions',
    search: 'Search the questions',
    payQuestion: 'How can I pay for a reservation?',
    payAnswer: /by bank transfer/,
    noMatch: /No questions match/,
    clear: 'Clear the search',
    whoWeAre: 'Who we are',
    free: 'Use all of it free of charge.',
    terms: 'Terms and conditions',
    arabicPrevails: /the Arabic version prevails/,
    riyadh: /competent courts in Riyadh/,
    insecure: 'Insecure connection',
    retry: 'Try again',
  },
} as const;

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test.describe(`content pages (${locale})`, () => {
    test('a privacy article opened from the table of contents by its anchor', async ({
      page,
      axe,
    }) => {
      // No smooth scrolling: an animation still running when the next anchor is opened would race it.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localized(locale, '/privacy-policy'));
      await expect(page.getByRole('heading', { level: 1, name: t.privacy })).toBeVisible();
      const toc = page.getByRole('navigation', { name: t.contents });
      await expect(toc.getByRole('link')).toHaveCount(16);
      await axe();
      await toc.getByRole('link', { name: t.rights }).click();
      await expect(page).toHaveURL(
        new RegExp(`${localized(locale, '/privacy-policy')}#your-rights$`),
      );
      const heading = page.getByRole('heading', { level: 2, name: t.rightsHeading });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();

      await page.goto(localized(locale, '/privacy-policy#cookies'));
      const cookies = page.getByRole('heading', { level: 2, name: t.cookiesHeading });
      await expect(cookies).toBeInViewport();
      await expect(cookies).toBeFocused();
    });

    test('the FAQ: expandable answers, searchable, with an empty state', async ({ page, axe }) => {
      await page.goto(localized(locale, '/faq'));
      await expect(page.getByRole('heading', { level: 1, name: t.faq })).toBeVisible();
      await axe();
      await page.getByText(t.payQuestion).click();
      await expect(page.getByText(t.payAnswer)).toBeVisible();
      const search = page.getByRole('searchbox', { name: t.search });
      await search.fill('zzzz');
      await expect(page.getByText(t.noMatch)).toBeVisible();
      await axe('#main');
      await page.getByRole('button', { name: t.clear }).click();
      await expect(search).toBeFocused();
      await expect(page.getByText(t.payQuestion)).toBeVisible();
    });

    test('who we are and the terms', async ({ page, axe }) => {
      await page.goto(localized(locale, '/who-we-are'));
      await expect(page.getByRole('heading', { level: 1, name: t.whoWeAre })).toBeVisible();
      await expect(page.getByText(t.free)).toBeVisible();
      await axe();
      await page.goto(localized(locale, '/terms-and-conditions'));
      await expect(page.getByRole('heading', { level: 1, name: t.terms })).toBeVisible();
      await expect(page.getByText(t.arabicPrevails)).toBeVisible();
      await expect(page.getByText(t.riyadh)).toBeVisible();
      await axe();
    });

    test('the insecure-network page tries again at the page the visitor came from', async ({
      page,
      axe,
    }) => {
      const from = localized(locale, '/faq');
      await page.goto(localized(locale, `/unsecure-network?from=${encodeURIComponent(from)}`));
      await expect(page.getByRole('heading', { level: 1, name: t.insecure })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await axe();
      await page.getByRole('link', { name: t.retry }).click();
      await expect(page).toHaveURL(from);
    });
  });
}
