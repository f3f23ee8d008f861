import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { agencies, projects, properties, unitDesigns, units } from '@mocks/db/catalogue';
import { server } from '@mocks/node';
import { paths, type RouteName } from '@/config/paths';
import { createQueryClient } from '@/lib/react-query';
import { renderApp } from '@/testing/render';
import { routes } from './router';

const first = <T,>(rows: ReadonlyMap<number, T>) => [...rows.keys()][0];

// Each catalogue page at an address with a query, and the API path of the call it starts with.
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
  // Not a catalogue page, but it starts with the unit too (beside the session check).
  ['reservationCheckout', `/reservation-checkout/${first(units)}`, /\/api\/v1\/units\/\d+\/$/],
];

describe('the first call of a catalogue page', () => {
  it.each(cases)(
    '%s (%s) is the call its page makes, so the page reuses it',
    async (name, address, api) => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (api.test(url.pathname)) calls.push(url.search);
      });
      const route = routes.find((candidate) => candidate.name === name);
      const { default: Page, firstQuery } = await route!.load();
      expect(firstQuery, `the ${name} page exports its firstQuery`).toBeDefined();

      const [path, search = ''] = address.split('?');
      const id = /\/(\d+)$/.exec(path)?.[1];
      const options = firstQuery!({ params: { id }, search });
      const queryClient = createQueryClient();
      await queryClient.prefetchQuery(options);
      expect(queryClient.getQueryState(options.queryKey)?.status).toBe('success');

      await renderApp(
        <Route path={paths[name].path}>
          <Page />
        </Route>,
        { path: address, queryClient, session: false },
      );
      // The page's hook observes the prefetched query: same key, so no second call.
      await waitFor(() =>
        expect(
          queryClient.getQueryCache().find({ queryKey: options.queryKey })?.getObserversCount(),
        ).toBeGreaterThan(0),
      );
      expect(calls).toHaveLength(1);
    },
  );
});
