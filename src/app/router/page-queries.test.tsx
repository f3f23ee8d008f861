import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { agencies, projects, properties, unitDesigns, units } from '@mocks/db/catalogue';
import { server } from '@mocks/node';
import { paths, type RouteName } from '@/config/paths';
import { createQueryClient } from '@/lib/http/react-query';
import { renderApp } from '@/testing/render';
import { routes } from './router';

const first = <T,>(rows: ReadonlyMap<number, T>) => [...rows.keys()][0];

// Each catalogue page at an address with a query, and the API path of the record or list it shows.
const cases: [RouteName, string, RegExp][] = [
  ['property', `/properties/${first(properties)}`, /\/api\/v1\/properties\/\d+\/$/],
  ['unit', `/units/${first(units)}`, /\/api\/v1\/units\/\d+\/$/],
  ['project', `/projects/${first(projects)}`, /\/api\/v1\/projects\/\d+\/$/],
  ['unitDesign', `/unit-designs/${first(unitDesigns)}`, /\/api\/v1\/unit-designs\/\d+\/$/],
  ['agency', `/agencies/${first(agencies)}`, /\/api\/v1\/agencies\/\d+\/$/],
  [
    'properties',
    '/properties?purpose=sale&price_min=500000&price_max=2000000&bedrooms=3&ordering=price&page=2',
    /\/api\/v1\/properties\/$/,
  ],
  ['projects', '/projects?search=a', /\/api\/v1\/projects\/$/],
  ['unitDesigns', '/unit-designs?page=2', /\/api\/v1\/unit-designs\/$/],
  ['units', '/units?available=true&page=2', /\/api\/v1\/units\/$/],
];

describe('the calls the server makes for a catalogue page', () => {
  it.each(cases)(
    '%s (%s) are the calls its page makes, so the page renders their answers without asking again',
    async (name, address, api) => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (api.test(url.pathname)) calls.push(url.search);
      });
      const route = routes.find((candidate) => candidate.name === name);
      const { default: Page, queries } = await route!.preload();
      expect(queries, `the ${name} page exports its queries`).toBeDefined();

      const [path, search = ''] = address.split('?');
      const id = /\/(\d+)$/.exec(path!)?.[1];
      const [options, ...others] = queries!({ params: { id }, search });
      const queryClient = createQueryClient();
      for (const each of [options!, ...others]) await queryClient.prefetchQuery(each);
      expect(queryClient.getQueryState(options!.queryKey)?.status).toBe('success');
      const made = calls.length;

      await renderApp(
        <Route path={paths[name].path}>
          <Page />
        </Route>,
        { path: address, queryClient, session: false },
      );
      // The page's hook observes the prefetched query: same key, so no second call.
      await waitFor(() =>
        expect(
          queryClient.getQueryCache().find({ queryKey: options!.queryKey })?.getObserversCount(),
        ).toBeGreaterThan(0),
      );
      // Every call of the page's first screen was made before it rendered: it made none of its own.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(made).toBe(1);
      expect(calls).toHaveLength(1);
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.fetchStatus !== 'idle'),
      ).toEqual([]);
    },
  );
});
