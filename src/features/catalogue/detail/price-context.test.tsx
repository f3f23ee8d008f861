import { screen } from '@testing-library/react';
import {
  getGetDistrictPriceStatsMockHandler,
  getGetUnitPriceHistoryMockHandler,
} from '@generated/api/prices/prices.msw';
import { describe, expect, it } from 'vitest';
import type { DistrictPriceStats, PriceHistory } from '@generated/model';
import { renderApp } from '@/testing/render';
import { server } from '../../../../mocks/node';
import PriceContext from './price-context';

const stats: DistrictPriceStats = {
  district: { id: 101, name: 'Al Malqa' },
  property_group: 'villa',
  median_price_per_m2: 5_200,
  sales_count: 143,
  period_months: 12,
  period_end: '2026-10-31',
  source: 'Ministry of Justice',
};
const history: PriceHistory = {
  listed_at: '2026-08-14T09:00:00Z',
  listed_price: 1_250_000,
  price: 1_225_000,
  days_on_market: 106,
  changes: [
    {
      changed_at: '2026-10-02T09:00:00Z',
      price: 1_225_000,
      previous_price: 1_250_000,
      change_percent: -2,
    },
  ],
};

function answer(district: DistrictPriceStats) {
  const asked: string[] = [];
  server.use(
    getGetDistrictPriceStatsMockHandler(({ request }) => {
      asked.push(new URL(request.url).search);
      return district;
    }),
    getGetUnitPriceHistoryMockHandler(history),
  );
  return asked;
}

const props = { kind: 'unit', id: 501, pricePerM2: 4_850, districtId: 101, sale: true } as const;

describe('PriceContext', { timeout: 20_000 }, () => {
  it('puts the price per m² beside the district median of villas, with sales, source and month', async () => {
    const asked = answer(stats);
    await renderApp(<PriceContext {...props} type="house" />, { locale: 'en', session: false });
    const figure = await screen.findByTestId('district-price');
    expect(figure).toHaveTextContent(/SAR\s?4,850\/m² · district median SAR\s?5,200 \(-7%\)/);
    expect(figure).toHaveTextContent(
      '143 sales in Al Malqa, 12 months · Ministry of Justice, Oct 2026',
    );
    expect(asked).toEqual(['?property_group=villa']);
    const changes = await screen.findByTestId('price-history');
    expect(changes).toHaveTextContent(/106 days on the market/);
    expect(changes).toHaveTextContent(/Oct 2, 2026: SAR\s?1,225,000 \(-2%\)/);
  });

  it('shows no district figure below 10 sales (no median published)', async () => {
    answer({ ...stats, median_price_per_m2: undefined, sales_count: 7 });
    await renderApp(<PriceContext {...props} type="house" />, { locale: 'en', session: false });
    await screen.findByTestId('price-history');
    expect(screen.queryByTestId('district-price')).not.toBeInTheDocument();
  });
});
