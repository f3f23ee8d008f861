import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { PropertiesSearch } from './properties-search';
import { UnitsBrowser } from './units-search';

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  window.history.replaceState(null, '', '/');
});

const chipNames = (prefix: RegExp) =>
  screen
    .getAllByRole('button', { name: prefix })
    .map((chip) => chip.getAttribute('aria-label')!.replace(/[\u200e\u200f\u061c]/g, ''))
    .map((name) => name.replace(/\s/g, ' '));

describe('active filter chips', () => {
  it('shows one chip per criterion; removing one removes only it, clear all removes them all', async () => {
    window.history.replaceState(null, '', '/en/properties');
    const { user, location } = await renderApp(<PropertiesSearch />, {
      locale: 'en',
      path: '/properties?group=villa&region=1&price_min=1000000&price_max=2000000&bedrooms=3&ordering=price',
      session: false,
    });
    await screen.findByRole('button', { name: 'Remove filter: Riyadh Region' });
    expect(chipNames(/^Remove filter:/)).toEqual([
      'Remove filter: Villas',
      'Remove filter: Riyadh Region',
      'Remove filter: SAR 1M to SAR 2M',
      'Remove filter: 3+ bedrooms',
    ]);
    await user.click(screen.getByRole('button', { name: /^Remove filter: SAR/ }));
    await waitFor(() =>
      expect(location()).toBe('/en/properties?group=villa&region=1&bedrooms=3&ordering=price'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(location()).toBe('/en/properties?ordering=price'));
    expect(screen.queryByRole('button', { name: /^Remove filter:/ })).toBeNull();
  });

  it('offers no "clear all" for a single filter, in Arabic', async () => {
    const { user, location } = await renderApp(<UnitsBrowser />, {
      locale: 'ar',
      path: '/units?bedrooms=2',
      session: false,
    });
    await user.click(
      await screen.findByRole('button', { name: 'إزالة عامل التصفية: غرفتا نوم فأكثر' }),
    );
    await waitFor(() => expect(location()).toBe('/units'));
    expect(screen.queryByRole('button', { name: 'مسح كل عوامل التصفية' })).toBeNull();
  });

  it('on a phone, the Filters button counts the active filters', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }),
    });
    await renderApp(<UnitsBrowser />, {
      locale: 'ar',
      path: '/units?group=villa&bedrooms=3&area_min=100&available=true',
      session: false,
    });
    // "Available to reserve" sits beside the list, not in the sheet: it is a chip, not counted.
    expect(await screen.findByRole('button', { name: 'عوامل التصفية (3)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إزالة عامل التصفية: متاحة للحجز' })).toBeVisible();
  });
});
