// Attack: a bad percent-encoding in the address or a cookie (`#%`, `%E0%A4%A`). Nothing that reads
// the URL or a cookie may throw; the last-resort error screen shows real texts in the page's
// language, never a message id.
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootError } from '@/app/errors/root-error';
import { ScrollManager } from '@/app/router/scroll-manager';
import { PrivacyPolicy } from '@/features/content';
import { readCookie } from '@/lib/http/cookies';
import { safeDecode } from '@/lib/navigation/safe-redirect';
import { theme } from '@/styles/theme';
import { renderApp } from '@/testing/render';
import { requestCookie } from '../../mocks/lib/request-cookies';

const MALFORMED = ['%', '%%', '%E0%A4%A', '%ZZ', 'a%'];

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a malformed encoding is plain text', () => {
  it.each(MALFORMED)('safeDecode(%s) gives the text back', (text) => {
    expect(safeDecode(text)).toBe(text);
    expect(safeDecode(`${text}%20`)).toBe(`${text}%20`);
    expect(safeDecode('a%20b')).toBe('a b');
  });

  it.each(MALFORMED)('the scroll manager does not throw on #%s', async (hash) => {
    window.history.replaceState(null, '', `/properties#${hash}`);
    await renderApp(
      <main id="main" tabIndex={-1}>
        <ScrollManager />
        ready
      </main>,
      { session: false, path: '/properties' },
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it.each(MALFORMED)('a legal document does not throw on #%s', async (hash) => {
    window.history.replaceState(null, '', `/en/privacy-policy#${hash}`);
    await renderApp(<PrivacyPolicy />, { locale: 'en', session: false });
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it.each(MALFORMED)('a cookie %s is read as it is, in the app and in the mock', (value) => {
    document.cookie = `csrftoken=${value}; Path=/`;
    expect(readCookie('csrftoken')).toBe(value);
    const request = new Request('http://127.0.0.1/x', {
      headers: { cookie: `csrftoken=${value}` },
    });
    expect(requestCookie(request, 'csrftoken')).toBe(value);
  });
});

describe.each([
  ['/faq', 'ar', 'خطأ داخلي في الخادم', 'rtl'],
  ['/en/faq', 'en', 'Internal Server Error', 'ltr'],
] as const)('the root error screen at %s', (path, lang, title, dir) => {
  it('shows its texts in the page’s language, never a message id', () => {
    window.history.replaceState(null, '', path);
    render(
      <ThemeProvider theme={theme}>
        <RootError />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('main')).toHaveAttribute('lang', lang);
    expect(screen.getByRole('main')).toHaveAttribute('dir', dir);
    expect(document.title).not.toMatch(/(pages|common)\./);
  });
});
