import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  getGetWebAppConfigMockHandler,
  getGetWebAppConfigResponseMock,
} from '@generated/api/lookups/lookups.msw';
import { createQueryClient } from '@/lib/http/react-query';
import { server } from '../../../mocks/node';
import { pageLoads } from './load-page';
import { newerBuild, setNewerBuild } from './newer-build';
import { navigateOrLoad, SafeUpdates } from './index';
import { firstPageShown, isAfterFirstPage } from '../first-page/first-page';

// web-app-config and the manifest wait for the app's first page (src/app/first-page/first-page.ts): shown here once.
beforeAll(async () => {
  firstPageShown();
  await waitFor(() => expect(isAfterFirstPage()).toBe(true));
});

let loadPage: MockInstance<typeof pageLoads.load>;
let reloadPage: MockInstance<typeof pageLoads.reload>;
beforeEach(() => {
  loadPage = vi.spyOn(pageLoads, 'load').mockImplementation(() => undefined);
  reloadPage = vi.spyOn(pageLoads, 'reload').mockImplementation(() => undefined);
});

const RUNNING = '20250101T000000Z-running';

function answer({ latest = RUNNING, redirects = [] as unknown[] } = {}) {
  const calls = { latest: 0, meta: [] as string[] };
  server.use(
    getGetWebAppConfigMockHandler({
      ...getGetWebAppConfigResponseMock(),
      build_manifest_poll_seconds: 1,
    }),
    http.get('*/builds/latest.json', () => {
      calls.latest += 1;
      return HttpResponse.json({ buildId: latest, time: '2025-01-01T00:00:00.000Z' });
    }),
    http.get('*/builds/meta/:file', ({ params }) => {
      calls.meta.push(String(params.file));
      return HttpResponse.json({ buildId: RUNNING, time: '2025-01-01T00:00:00.000Z', redirects });
    }),
  );
  return calls;
}

function renderAt(path: string, base = '', children: ReactNode = null) {
  const memory = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memory.hook} base={base} aroundNav={navigateOrLoad}>
        <SafeUpdates runningBuildId={RUNNING} />
        {children}
      </Router>
    </QueryClientProvider>,
  );
  return memory;
}

afterEach(() => setNewerBuild(null));

describe('SafeUpdates', () => {
  it('changes routes in place while the deployed build is the running one', async () => {
    const calls = answer();
    const memory = renderAt('/', '', <Link href="/faq">faq</Link>);
    await waitFor(() => expect(calls.latest).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('link', { name: 'faq' }));
    expect(memory.history).toEqual(['/', '/faq']);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('polls latest.json and loads the next page in full once a newer build is deployed', async () => {
    answer({ latest: '20250102T000000Z-newer' });
    const memory = renderAt('/en', '/en', <Link href="/properties">properties</Link>);
    await waitFor(() => expect(newerBuild()).toBe('20250102T000000Z-newer'));
    await userEvent.click(screen.getByRole('link', { name: 'properties' }));
    expect(loadPage).toHaveBeenCalledWith('/en/properties', undefined);
    expect(memory.history).toEqual(['/en']);
  });

  it('polls again at the interval of web-app-config', async () => {
    const calls = answer();
    renderAt('/');
    await waitFor(() => expect(calls.latest).toBeGreaterThanOrEqual(2), { timeout: 3000 });
  });

  it('reloads on a step back or forward in history once a newer build is deployed', async () => {
    answer({ latest: '20250102T000000Z-newer' });
    renderAt('/');
    await waitFor(() => expect(newerBuild()).not.toBeNull());
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("applies the running build's redirects, under /en as well", async () => {
    const calls = answer({ redirects: [{ from: '/about', to: '/who-we-are', status: 301 }] });
    const english = renderAt('/en/about', '/en');
    await waitFor(() => expect(english.history.at(-1)).toBe('/en/who-we-are'));
    expect(calls.meta).toEqual([`${RUNNING}.json`]);
  });

  it('applies redirects at the bare (Arabic) path', async () => {
    answer({ redirects: [{ from: '/property/:id', to: '/properties/:id' }] });
    const arabic = renderAt('/property/7');
    await waitFor(() => expect(arabic.history.at(-1)).toBe('/properties/7'));
  });
});
