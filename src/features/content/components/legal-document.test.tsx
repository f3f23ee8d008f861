import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { readFileSync } from 'node:fs';
import { compileDocument } from '../../../../scripts/markdown-documents';
import { PrivacyPolicy } from '../documents/privacy-policy';
import { Terms } from '../documents/terms';

const documentOf = (name: string, locale: 'ar' | 'en') =>
  compileDocument(
    readFileSync(`src/features/content/documents/${name}.${locale}.md`, 'utf8'),
    `${name}.${locale}.md`,
  );

describe('LegalDocument', { timeout: 30_000 }, () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('has the 16 privacy articles, each an anchor listed in the table of contents', async () => {
    await renderApp(<PrivacyPolicy />, { locale: 'en', session: false });
    const { headings } = documentOf('privacy-policy', 'en');
    expect(headings).toHaveLength(16);
    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    const links = toc.querySelectorAll('a');
    expect(links).toHaveLength(16);
    for (const [index, { slug }] of headings.entries()) {
      expect(links[index]).toHaveAttribute('href', `#${slug}`);
      expect(document.getElementById(slug)).toHaveTextContent(new RegExp(`^${index + 1}\\. `));
    }
    expect(new Set(headings.map(({ slug }) => slug)).size).toBe(16);
  });

  it.each(['privacy-policy', 'terms'])(
    'the %s document has the same articles, with the same anchors, in both languages',
    (name) => {
      const [ar, en] = (['ar', 'en'] as const).map((locale) => documentOf(name, locale));
      expect(ar.headings.map(({ slug }) => slug)).toEqual(en.headings.map(({ slug }) => slug));
      expect(ar.headings.length).toBeGreaterThan(5);
      expect(ar.lead).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('refuses a heading without an anchor, and raw HTML', () => {
    expect(() => compileDocument('Lead\n\n## Title\n\nText')).toThrow(/anchor/);
    expect(() => compileDocument('Lead\n\n<script>alert(1)</script>')).toThrow(/HTML/);
  });

  it('goes to an article from the table of contents: the hash changes and its heading takes the focus', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const { user } = await renderApp(<PrivacyPolicy />, { locale: 'en', session: false });
    await user.click(await screen.findByRole('link', { name: 'Your rights' }));
    const heading = screen.getByRole('heading', { name: '11. Your rights' });
    expect(heading).toHaveFocus();
    expect(window.location.hash).toBe('#your-rights');
    expect(heading.scrollIntoView).toHaveBeenCalled();
  });

  it('focuses the article the address names when the page opens', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    window.history.replaceState(null, '', '/terms-and-conditions#law-and-language');
    await renderApp(<Terms />, { session: false });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /النظام الواجب التطبيق واللغة/ })).toHaveFocus(),
    );
    expect(screen.getByText(/يُعتمد النص العربي/)).toBeInTheDocument();
    expect(screen.getByText(/المحاكم المختصة في مدينة الرياض/)).toBeInTheDocument();
  });
});
