import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { PrivacyPolicy } from '../privacy/privacy-policy';
import { privacyArticles } from '../privacy/articles';
import { Terms } from '../terms/terms';

describe('LegalDocument', { timeout: 30_000 }, () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('has the 14 privacy articles, each an anchor listed in the table of contents', async () => {
    await renderApp(<PrivacyPolicy />, { locale: 'en', session: false });
    expect(privacyArticles).toHaveLength(14);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = toc.querySelectorAll('a');
    expect(links).toHaveLength(14);
    for (const [index, article] of privacyArticles.entries()) {
      expect(links[index]).toHaveAttribute('href', `#${article.slug}`);
      expect(document.getElementById(article.slug)).toHaveTextContent(
        new RegExp(`^${index + 1}\\. `),
      );
    }
    expect(new Set(privacyArticles.map((article) => article.slug)).size).toBe(14);
  });

  it('goes to an article from the table of contents: the hash changes and its heading takes the focus', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const { user } = await renderApp(<PrivacyPolicy />, { locale: 'en', session: false });
    await user.click(screen.getByRole('link', { name: 'Your rights' }));
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
