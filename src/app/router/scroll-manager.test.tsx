import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route } from 'wouter';
import { renderApp } from '@/testing/render';
import { ScrollManager } from './scroll-manager';

const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollTo.mockReset();
  scrollIntoView.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  window.history.replaceState(null, '', '/');
});

function Pages() {
  return (
    <>
      <ScrollManager />
      <main id="main" tabIndex={-1}>
        <Link href="/faq">faq</Link>
        <Route path="/privacy-policy">
          <h2 id="article-3">Article 3</h2>
        </Route>
      </main>
    </>
  );
}

describe('ScrollManager', () => {
  it('leaves the first page where the browser put it', async () => {
    await renderApp(<Pages />, { session: false });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the top of a new page, with focus on the main content', async () => {
    const view = await renderApp(<Pages />, { session: false });
    await view.user.click(screen.getByRole('link', { name: 'faq' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('goes to the hash target, once the page has rendered it', async () => {
    window.history.replaceState(null, '', '/privacy-policy#article-3');
    const view = await renderApp(<Pages />, { session: false, path: '/faq' });
    act(() => view.memory.navigate('/privacy-policy'));
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('article-3'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the target at the top while content above it renders, until the visitor scrolls', async () => {
    let top = 0;
    const rect = vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top }) as DOMRect);
    window.history.replaceState(null, '', '/privacy-policy#article-3');
    const view = await renderApp(<Pages />, { session: false, path: '/faq' });
    act(() => view.memory.navigate('/privacy-policy'));
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    top = 240; // pushed down by what rendered above it
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
    window.dispatchEvent(new Event('wheel'));
    top = 600;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    rect.mockRestore();
  });

  it('leaves Back and Forward to the page', async () => {
    const view = await renderApp(<Pages />, { session: false, path: '/faq' });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      view.memory.navigate('/units');
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
