import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getListNhcRegionsMockHandler } from '@generated/api/lookups/lookups.msw';
import {
  getListSavedHomesMockHandler,
  getListSavedHomesMockHandler500,
  getListSavedSearchesMockHandler,
  getVisitSavedSearchMockHandler,
} from '@generated/api/saved/saved.msw';
import type { SavedSearch } from '@generated/model';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { server } from '../../../../mocks/node';
import { SavedHomes } from './saved-homes';
import { SavedSearches } from './saved-searches';

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
    server.use(getListSavedHomesMockHandler({ count: 0, results: [] }));
    await renderApp(<SavedHomes />, { locale: 'en' });
    expect(await screen.findByText(/You have not saved any homes yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse units' })).toHaveAttribute('href', '/en/units');
  });

  it('offers a retry when the saved homes could not be loaded', async () => {
    answerSession(true);
    let calls = 0;
    server.use(
      getListSavedHomesMockHandler500(() => {
        calls += 1;
        return { errors: ['server__error'] };
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
    server.use(getListSavedSearchesMockHandler({ count: 0, results: [] }));
    await renderApp(<SavedSearches />, { locale: 'en' });
    expect(await screen.findByText(/No saved searches yet/)).toBeVisible();
  });

  it('opens a search with its filters and counts what is new', async () => {
    answerSession(true);
    let visits = 0;
    server.use(
      getListSavedSearchesMockHandler({ count: 1, results: [search] }),
      getVisitSavedSearchMockHandler(() => {
        visits += 1;
        return { ...search, new_results: 0 };
      }),
    );
    const { user, location } = await renderApp(<SavedSearches />, { locale: 'en' });
    const link = await screen.findByRole('link', { name: 'Available to reserve' });
    expect(within(link.closest('li')!).getByText('2 new results')).toBeVisible();
    await user.click(link);
    expect(location()).toBe('/en/units?available=1');
    await waitFor(() => expect(visits).toBe(1));
  });

  const named = (id: number, kind: SavedSearch['kind'], query: string): SavedSearch => ({
    ...search,
    id,
    kind,
    query,
    name: 'العقارات',
  });
  const searches = [
    named(1, 'properties', 'group=villa&region=1&price_min=1000000&price_max=2000000&bedrooms=3'),
    named(2, 'properties', ''),
    named(3, 'units', 'bedrooms=2&available=true'),
    named(4, 'units', ''),
  ];
  /** The region's name as the API gives it in the page's language. */
  const regions = (name: string) =>
    getListNhcRegionsMockHandler([{ id: 1, name, center: { lat: 23.8, lng: 45.6 } }]);
  /** The links' names without the direction marks and no-break spaces Intl puts in amounts. */
  const linkNames = async () => {
    await screen.findAllByRole('link');
    return screen
      .getAllByRole('link')
      .map((link) => link.textContent!.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' '));
  };

  it.each([
    {
      locale: 'en' as const,
      region: 'Riyadh Region',
      names: [
        'Villas, Riyadh Region, SAR 1M to SAR 2M, 3+ bedrooms',
        'All properties',
        '2+ bedrooms, Available to reserve',
        'All units',
      ],
      alert: 'Alerts for All units',
    },
    {
      locale: 'ar' as const,
      region: 'منطقة الرياض',
      names: [
        'الفلل، منطقة الرياض، 1 مليون ر.س إلى 2 مليون ر.س، 3 غرف نوم فأكثر',
        'كل العقارات',
        'غرفتا نوم فأكثر، متاحة للحجز',
        'كل الوحدات',
      ],
      alert: 'تنبيهات كل الوحدات',
    },
  ])(
    'names each search from its criteria in $locale, never by its stored name',
    async ({ locale, region, names, alert }) => {
      answerSession(true);
      server.use(getListSavedSearchesMockHandler({ count: 4, results: searches }), regions(region));
      await renderApp(<SavedSearches />, { locale });
      await screen.findAllByText(new RegExp(region));
      expect(await linkNames()).toEqual(names);
      expect(screen.getByRole('combobox', { name: alert })).toBeVisible();
      if (locale === 'en') expect(screen.queryByText(/العقارات/)).toBeNull();
    },
  );
});
