import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { properties, units } from '@mocks/db/catalogue';
import { server } from '@mocks/node';
import { paths, type RouteName } from '@/config/paths';
import {
  EARLY_CALL_ID,
  planEarlyCall,
  prerenderedEarlyCall,
  startEarlyCall,
} from '@/lib/early-call';
import { createQueryClient } from '@/lib/react-query';
import { routes } from './router';

const first = <T,>(rows: ReadonlyMap<number, T>) => [...rows.keys()][0]!;

/** The plan the build writes for `name` (scripts/prerender.mjs), put into the page as the build does. */
async function pageWithPlan(name: RouteName, address: string) {
  const { firstQuery } = await routes.find((route) => route.name === name)!.load();
  planEarlyCall(
    paths[name].path,
    Promise.resolve((params: Record<string, string>) => firstQuery!({ params, search: '' })),
  );
  await prerenderedEarlyCall.ready;
  const script = document.createElement('script');
  Object.assign(script, { type: 'application/json', id: EARLY_CALL_ID });
  script.textContent = JSON.stringify(prerenderedEarlyCall.plan);
  document.head.append(script);
  window.history.replaceState(null, '', address);
  return firstQuery!;
}

function apiCalls(pattern: RegExp) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (pattern.test(url.pathname)) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

afterEach(() => {
  document.getElementById(EARLY_CALL_ID)?.remove();
  server.events.removeAllListeners();
  window.history.replaceState(null, '', '/');
});

describe("a prerendered page's early call", () => {
  it.each<[RouteName, string, RegExp]>([
    ['property', `/properties/${first(properties)}`, /^\/api\/v1\/properties\/\d+\/$/],
    ['unit', `/en/units/${first(units)}`, /^\/api\/v1\/units\/\d+\/$/],
    ['properties', '/properties', /^\/api\/v1\/properties\/$/],
    ['units', '/en/units', /^\/api\/v1\/units\/$/],
  ])('%s (%s): the page takes its data instead of calling again', async (name, address, api) => {
    const firstQuery = await pageWithPlan(name, address);
    const calls = apiCalls(api);
    startEarlyCall();
    const id = /\/(\d+)$/.exec(address)?.[1];
    const options = firstQuery({ params: { id }, search: '' });
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery(options);
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('success');
    expect(queryClient.getQueryData(options.queryKey)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('a list with a query string other than the default is left to the page', async () => {
    await pageWithPlan('properties', '/properties?page=2');
    const calls = apiCalls(/^\/api\/v1\/properties\/$/);
    startEarlyCall();
    expect(calls).toEqual([]);
    expect(prerenderedEarlyCall.plan).toMatchObject({ search: '' });
  });

  it('an id that is not digits is left to the page (never put into the URL)', async () => {
    await pageWithPlan('property', '/properties/1%2F..%2Fusers');
    const calls = apiCalls(/^\/api\/v1\//);
    startEarlyCall();
    expect(calls).toEqual([]);
  });

  it('a failed early call hands nothing over: the page makes the call, with its own errors', async () => {
    const firstQuery = await pageWithPlan('property', `/properties/${first(properties)}`);
    let answered = 0;
    server.use(
      http.get('*/api/v1/properties/:id/', () => {
        answered += 1;
        return answered === 1
          ? HttpResponse.json({ errors: ['server_error'] }, { status: 503 })
          : undefined;
      }),
    );
    startEarlyCall();
    const options = firstQuery({ params: { id: String(first(properties)) }, search: '' });
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery(options);
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('success');
    expect(answered).toBe(2);
  });

  it('pages without pictures to ask for first have no plan', async () => {
    await pageWithPlan('agency', '/agencies/1');
    expect(prerenderedEarlyCall.plan).toBeUndefined();
  });
});
