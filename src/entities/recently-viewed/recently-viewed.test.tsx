import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { addView, MAX_VIEWED, readDeviceViews, recordDeviceView } from './device-history';
import { RecentlyViewedList } from './recently-viewed-list';

const unit = (id: number) => ({ kind: 'unit' as const, id, title: `Unit ${id}` });

describe('a guest’s recently viewed listings', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps each listing once, the last opened first, at most twelve', () => {
    let list = addView([], unit(1), '2026-11-28T09:00:00Z');
    list = addView(list, unit(2), '2026-11-28T09:01:00Z');
    list = addView(list, unit(1), '2026-11-28T09:02:00Z');
    expect(list.map((item) => item.id)).toEqual([1, 2]);
    for (let id = 3; id <= 20; id += 1) list = addView(list, unit(id), '2026-11-28T10:00:00Z');
    expect(list).toHaveLength(MAX_VIEWED);
    expect(list[0]!.id).toBe(20);
  });

  it('reads nothing from a damaged store', () => {
    window.localStorage.setItem('recently-viewed', '{not json');
    expect(readDeviceViews()).toEqual([]);
    window.localStorage.setItem('recently-viewed', JSON.stringify([{ kind: 'x', id: 1 }]));
    expect(readDeviceViews()).toEqual([]);
  });

  it('lists them with links, says they stay on the device, and clears them', async () => {
    recordDeviceView({ ...unit(501), price: 1_768_000, subtitle: 'Rawabi' });
    recordDeviceView({ kind: 'property', id: 7, title: 'Flat 7' });
    const { user } = await renderApp(<RecentlyViewedList />, { locale: 'en', session: false });
    const list = screen.getByRole('region', { name: 'Recently viewed' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/properties/7',
      '/en/units/501',
    ]);
    expect(within(list).getByText(/Kept on this device only/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Clear the list' }));
    await waitFor(() =>
      expect(within(list).getByText('The homes you open will be listed here.')).toBeInTheDocument(),
    );
  });
});
