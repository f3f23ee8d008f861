import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('starts at home, links every crumb but the current page, under /en in English', async () => {
    await renderApp(
      <Breadcrumbs
        items={[
          { label: 'Projects', href: '/projects' },
          { label: 'Rawdat Riyadh', href: '/projects/3' },
          { label: 'Unit A-104' },
        ]}
      />,
      { locale: 'en', session: false },
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'Projects',
      'Rawdat Riyadh',
      'Unit A-104',
    ]);
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en', '/en/projects', '/en/projects/3']);
    expect(within(items[3]).getByText('Unit A-104')).toHaveAttribute('aria-current', 'page');
  });

  it('is labelled in Arabic, with Arabic home', async () => {
    await renderApp(<Breadcrumbs items={[{ label: 'العقارات' }]} />, { session: false });
    const trail = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(trail).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('العقارات')).toHaveAttribute('aria-current', 'page');
  });

  it('draws a pending crumb as a hidden placeholder of its size, neither link nor read out', async () => {
    await renderApp(
      <Breadcrumbs
        items={[
          { label: 'Financing requests', href: '/financing-requests' },
          {
            label: 'Financing request FR-0000-000000',
            href: '/financing-requests/5',
            pending: true,
          },
          { label: 'Offers' },
        ]}
      />,
      { locale: 'en', session: false },
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const placeholder = within(trail).getByText('Financing request FR-0000-000000');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.closest('a')).toBeNull();
    expect(within(trail).getAllByRole('link')).toHaveLength(2);
  });
});
