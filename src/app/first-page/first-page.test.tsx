import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import {
  getGetWebAppConfigMockHandler,
  getGetWebAppConfigResponseMock,
} from '@generated/api/lookups/lookups.msw';
import { renderApp } from '@/testing/render';
import { server } from '../../../mocks/node';
import { firstPageShown, isAfterFirstPage, resetFirstPage } from './first-page';
import { ErrorPage } from '../pages/error-page';
import { SafeUpdates } from '../updates';

const RUNNING = '20250101T000000Z-running';
const NOT_FOUND = /Page Not Found/;

/** Counts the calls the first screen does not need; `meta` answers after `metaGate` resolves. */
function answer({
  redirects = [] as unknown[],
  metaStatus = 200,
  metaGate = Promise.resolve(),
} = {}) {
  const calls = { config: 0, meta: 0 };
  server.use(
    getGetWebAppConfigMockHandler(() => {
      calls.config += 1;
      return getGetWebAppConfigResponseMock();
    }),
    http.get('*/builds/latest.json', () =>
      HttpResponse.json({ buildId: RUNNING, time: '2025-01-01T00:00:00.000Z' }),
    ),
    http.get('*/builds/meta/:file', async () => {
      calls.meta += 1;
      await metaGate;
      return metaStatus === 200
        ? HttpResponse.json({ buildId: RUNNING, time: '2025-01-01T00:00:00.000Z', redirects })
        : new HttpResponse(null, { status: metaStatus });
    }),
  );
  return calls;
}

function Pages() {
  return (
    <>
      <SafeUpdates runningBuildId={RUNNING} />
      <Switch>
        <Route path="/who-we-are">
          <h1>Who we are</h1>
        </Route>
        <Route path="/properties">
          <h1>Properties</h1>
        </Route>
        <Route>
          <ErrorPage status={404} />
        </Route>
      </Switch>
    </>
  );
}

// The first page is shown in the first test, never before: other files of the worker may have shown
// one already.
describe('work the first screen does not need', () => {
  beforeAll(resetFirstPage);

  it('waits for the first page: no web-app-config and no manifest before it is shown', async () => {
    const calls = answer();
    await renderApp(<Pages />, { locale: 'en', path: '/properties', session: false });
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual({ config: 0, meta: 0 });
    expect(isAfterFirstPage()).toBe(false);

    firstPageShown();
    await waitFor(() => expect(calls).toEqual({ config: 1, meta: 1 }));
  });

  it('a path the manifest redirects goes to its target once the manifest has answered', async () => {
    let open = () => undefined as void;
    const calls = answer({
      redirects: [{ from: '/about', to: '/who-we-are' }],
      metaGate: new Promise<void>((resolve) => {
        open = resolve;
      }),
    });
    const { location } = await renderApp(<Pages />, {
      locale: 'en',
      path: '/about',
      session: false,
    });
    await waitFor(() => expect(calls.meta).toBe(1));
    open();
    expect(await screen.findByRole('heading', { name: 'Who we are' })).toBeVisible();
    expect(location()).toBe('/en/who-we-are');
  });

  it.each([
    ['the manifest has no redirect for it', 200],
    ['the manifest cannot be read', 404],
  ])('a path no route knows stays "not found" once %s', async (_, metaStatus) => {
    answer({ metaStatus });
    await renderApp(<Pages />, { locale: 'en', path: '/no-such-page', session: false });
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeVisible();
  });
});
