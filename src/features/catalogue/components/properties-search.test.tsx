import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { PropertiesSearch } from './properties-search';

describe('PropertiesSearch', () => {
  it('refuses an inverted or non-positive range at the field and does not search', async () => {
    const { user, location } = await renderApp(<PropertiesSearch />, {
      locale: 'en',
      path: '/properties',
      session: false,
    });
    await screen.findByText(/\d+ results/);
    const form = screen.getByRole('form', { name: 'Filters' });
    await user.type(within(form).getByLabelText('Minimum area (m²)'), '300');
    await user.type(within(form).getByLabelText('Maximum area (m²)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Show results' }));
    const max = within(form).getByLabelText('Maximum area (m²)');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription('The maximum must not be less than the minimum.');
    expect(max).toHaveFocus();
    expect(location()).toBe('/en/properties');

    const min = within(form).getByLabelText('Minimum area (m²)');
    await user.clear(min);
    await user.type(min, '0');
    await user.clear(max);
    await user.click(within(form).getByRole('button', { name: 'Show results' }));
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/en/properties');
  });

  it('puts valid filters in the URL, Arabic-Indic digits included', async () => {
    const { user, location } = await renderApp(<PropertiesSearch />, {
      locale: 'ar',
      path: '/properties',
      session: false,
    });
    const form = await screen.findByRole('form', { name: 'عوامل التصفية' });
    await user.selectOptions(within(form).getByLabelText('نوع العقار'), 'group:villa');
    await user.type(within(form).getByLabelText('أدنى مساحة (م²)'), '٢٠٠');
    await user.click(within(form).getByRole('button', { name: 'اعرض النتائج' }));
    await waitFor(() => expect(location()).toBe('/properties?group=villa&area_min=200'));
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { user, location } = await renderApp(<PropertiesSearch />, {
      locale: 'en',
      path: '/properties?price_range=under_500k&bedrooms=10&bathrooms=10&ordering=price',
      session: false,
    });
    expect(await screen.findByText('No results matching the filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(location()).toBe('/en/properties?ordering=price'));
  });
});
