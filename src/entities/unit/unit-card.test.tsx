import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UnitSummary } from '@generated/model';
import { renderApp } from '@/testing/render';
import { UnitCard } from './unit-card';

const unit: UnitSummary = {
  id: 501,
  number: 'V-14',
  title: 'Two-storey villa - Model A',
  project_id: 3,
  project_name: 'Rawabi Al Narjis',
  city_name: 'Riyadh',
  district_name: 'Al Narjis',
  status: 'listed',
  price: 1_850_000,
  total_area: 312,
  reservable: true,
};

describe('UnitCard', () => {
  it('names its district and city as one place', async () => {
    await renderApp(<UnitCard unit={unit} />, { locale: 'en', session: false });
    expect(screen.getByTestId('card-place')).toHaveTextContent(/^Al Narjis, Riyadh$/);
  });

  it('joins the place as Arabic writes an address', async () => {
    await renderApp(<UnitCard unit={{ ...unit, city_name: 'الرياض', district_name: 'النرجس' }} />, {
      session: false,
    });
    expect(screen.getByTestId('card-place')).toHaveTextContent(/^النرجس، الرياض$/);
  });

  it('names the city alone when the district is not given', async () => {
    await renderApp(<UnitCard unit={{ ...unit, district_name: undefined }} />, {
      locale: 'en',
      session: false,
    });
    expect(screen.getByTestId('card-place')).toHaveTextContent(/^Riyadh$/);
  });
});
