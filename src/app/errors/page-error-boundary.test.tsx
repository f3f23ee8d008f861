import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { ChunkLoadError } from '@/lib/navigation/lazy-with-reload';
import { renderApp } from '@/testing/render';
import { PageErrorBoundary } from './page-error-boundary';

let failing = false;
let thrown: unknown = new Error('boom');
function Flaky() {
  if (failing) throw thrown;
  return <p>the page</p>;
}

function Harness() {
  const [key, setKey] = useState('/a');
  return (
    <>
      <button type="button" onClick={() => setKey('/b')}>
        navigate
      </button>
      <PageErrorBoundary resetKey={key}>
        <Flaky />
      </PageErrorBoundary>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PageErrorBoundary', () => {
  it('shows the generic error page (500) with a retry that renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    thrown = new Error('boom');
    const view = await renderApp(<Harness />, { locale: 'en', session: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Internal Server Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(document.title).toMatch(/^Internal Server Error \| /);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    failing = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('shows the 404 page for an API not found, in Arabic', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    thrown = new ApiError(404, ['not_found']);
    await renderApp(<Harness />, { session: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }),
    ).toBeInTheDocument();
    failing = false;
  });

  it('clears the error on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    thrown = new Error('boom');
    const view = await renderApp(<Harness />, { locale: 'en', session: false });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
    failing = false;
    await view.user.click(screen.getByRole('button', { name: 'navigate' }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('reloads the app when a page chunk could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    failing = true;
    thrown = new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'));
    const view = await renderApp(<Harness />, { locale: 'en', session: false });
    failing = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
