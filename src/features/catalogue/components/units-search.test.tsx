import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isAdvertisedUnit, projects, units } from '@mocks/db/catalogue';
import { server } from '@mocks/node';
import { createQueryClient } from '@/lib/http/react-query';
import { renderApp } from '@/testing/render';
import { listQueries } from '../api/list-queries';
import { UnitsBrowser } from './units-search';

/** The queries of the calls to the units list made from now on. */
function recordUnitCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/units/') calls.push(url.search);
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  Reflect.deleteProperty(window, 'matchMedia');
  window.history.replaceState(null, '', '/');
});

describe('UnitsBrowser', () => {
  it('filters by city and a minimum price, then sorts: the URL and the call follow', async () => {
    const calls = recordUnitCalls();
    // The API's language follows the page's address (src/lib/http/api-client.ts), as in a browser.
    window.history.replaceState(null, '', '/en/units');
    const { user, location } = await renderApp(<UnitsBrowser />, {
      locale: 'en',
      path: '/units',
      session: false,
    });
    await screen.findByText(/\d+ results/);
    const form = screen.getByRole('form', { name: 'Filters' });
    await user.selectOptions(
      within(form).getByLabelText('Region'),
      await within(form).findByRole('option', { name: 'Riyadh Region' }),
    );
    await user.selectOptions(
      within(form).getByLabelText('City'),
      await within(form).findByRole('option', { name: 'Riyadh' }),
    );
    await user.selectOptions(within(form).getByLabelText('Price'), 'Custom range');
    await user.type(within(form).getByLabelText('Minimum price (SAR)'), '1000000');
    await user.click(within(form).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(location()).toBe('/en/units?region=1&city=1&price_min=1000000'));
    await waitFor(() => expect(calls.at(-1)).toContain('city=1'));
    expect(calls.at(-1)).toContain('price_min=1000000');
    const places = await screen.findAllByTestId('card-place');
    for (const place of places) expect(place).toHaveTextContent(/Riyadh$/);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await user.click(screen.getByLabelText('Only units available to reserve'));
    await waitFor(() =>
      expect(location()).toBe(
        '/en/units?region=1&city=1&price_min=1000000&available=true&ordering=price',
      ),
    );
  });

  it('on a phone, the sheet counts the units as filters are chosen', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }),
    });
    const { user, location } = await renderApp(<UnitsBrowser />, {
      locale: 'ar',
      path: '/units',
      session: false,
    });
    await user.click(await screen.findByRole('button', { name: 'عوامل التصفية' }));
    // jsdom has no showModal: the sheet's content is rendered but not shown there.
    const sheet = await screen.findByRole('dialog', { hidden: true });
    await user.selectOptions(within(sheet).getByLabelText('نوع العقار'), 'group:villa');
    const villas = [...units.values()].filter(
      (unit) => isAdvertisedUnit(unit) && unit.type === 'house',
    ).length;
    const submit = await within(sheet).findByRole('button', {
      name: `اعرض ${villas} نتيجة`,
      hidden: true,
    });
    await user.click(submit);
    await waitFor(() => expect(location()).toBe('/units?group=villa'));
  });

  it('shows a filtered address from what the server fetched, with no call of its own', async () => {
    const search = 'region=1&city=1&group=villa&price_min=1000000&ordering=-price';
    window.history.replaceState(null, '', `/en/units?${search}`);
    const queryClient = createQueryClient();
    for (const query of listQueries.units({ params: {}, search }))
      await queryClient.prefetchQuery(query);
    const calls = recordUnitCalls();
    await renderApp(<UnitsBrowser />, {
      locale: 'en',
      path: `/units?${search}`,
      queryClient,
      session: false,
    });
    const expected = [...units.values()].filter(
      (unit) =>
        isAdvertisedUnit(unit) &&
        projects.get(unit.project_id)!.cityId === 1 &&
        unit.type === 'house' &&
        unit.price >= 1_000_000,
    );
    expect(screen.getByRole('heading', { name: `${expected.length} results` })).toBeVisible();
    for (const place of screen.getAllByTestId('card-place'))
      expect(place).toHaveTextContent(/Riyadh$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
  });
});
