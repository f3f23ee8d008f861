import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '@generated/model';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { server } from '../../../../mocks/node';
import { SavedHomes } from './saved-homes';
import { SavedSearches } from './saved-searches';

const HOMES = '*/customer/api/v1/saved-homes/';
const SEARCHES = '*/customer/api/v1/saved-searches/';
const search: SavedSearch = {
  id: 7,
  name: 'Cheap units',
  kind: 'units',
  query: 'available=1',
  alert: 'instant',
  created_at: '2025-03-01T08:00:00Z',
  last_visited_at: '2025-03-02T08:00:00Z',
  new_results: 2,
};

describe('saved homes and searches pages', { timeout: 30_000 }, () => {
  it('says how to save a home when there is none', async () => {
    answerSession(true);
    server.use(http.get(HOMES, () => HttpResponse.json({ count: 0, results: [] })));
    await renderApp(<SavedHomes />, { locale: 'en' });
    expect(await screen.findByText(/You have not saved any homes yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse units' })).toHaveAttribute('href', '/en/units');
  });

  it('offers a retry when the saved homes could not be loaded', async () => {
    answerSession(true);
    let calls = 0;
    server.use(
      http.get(HOMES, () => {
        calls += 1;
        return HttpResponse.json({ errors: ['server__error'] }, { status: 500 });
      }),
    );
    const { user } = await renderApp(<SavedHomes />, { locale: 'ar' });
    const retry = await screen.findByRole('button', { name: 'حاول مرة أخرى' });
    const before = calls;
    await user.click(retry);
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  });

  it('says how to save a search when there is none', async () => {
    answerSession(true);
    server.use(http.get(SEARCHES, () => HttpResponse.json({ count: 0, results: [] })));
    await renderApp(<SavedSearches />, { locale: 'en' });
    expect(await screen.findByText(/No saved searches yet/)).toBeVisible();
  });

  it('opens a search with its filters, counts what is new, renames it and shows a refused name', async () => {
    answerSession(true);
    let visits = 0;
    server.use(
      http.get(SEARCHES, () => HttpResponse.json({ count: 1, results: [search] })),
      http.post(`${SEARCHES}7/visit`, () => {
        visits += 1;
        return HttpResponse.json({ ...search, new_results: 0 });
      }),
      http.patch(`${SEARCHES}7/`, () =>
        HttpResponse.json({ errors: ['name__invalid'] }, { status: 400 }),
      ),
    );
    const { user, location } = await renderApp(<SavedSearches />, { locale: 'en' });
    const row = (await screen.findByRole('link', { name: 'Cheap units' })).closest('li')!;
    expect(within(row).getByText('2 new results')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Rename Cheap units' }));
    await user.type(within(row).getByLabelText(/Name of the search/), ' in Riyadh');
    await user.click(within(row).getByRole('button', { name: 'Save name' }));
    expect(await within(row).findByText(/80 characters at most/)).toBeVisible();
    expect(within(row).getByLabelText(/Name of the search/)).toHaveValue('Cheap units in Riyadh');
    await user.click(within(row).getByRole('link', { name: 'Cheap units' }));
    expect(location()).toBe('/en/units?available=1');
    await waitFor(() => expect(visits).toBe(1));
  });
});
