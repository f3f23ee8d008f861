/** What a price means: a district's registered sales and a listing's price history. */
import { http } from 'msw';
import type { DistrictPriceStats, PropertyGroup } from '../../generated/model';
import { findUnit, properties } from '../db/catalogue';
import { districtById, namedItem } from '../db/geo';
import {
  SALES_PERIOD_END,
  SALES_PERIOD_MONTHS,
  districtFigures,
} from '../db/prices/district-sales';
import { propertyPriceHistory, unitPriceHistory } from '../db/prices/price-history';
import { api, fail, json, langOf } from '../lib/http';
import { sweepMarket } from './saved-market';

const GROUPS: readonly string[] = ['villa', 'apartment'] satisfies PropertyGroup[];
const SOURCE = { ar: 'وزارة العدل', en: 'Ministry of Justice' };

export const pricesHandlers = [
  http.get(api('/api/v1/districts/:districtId/price-stats/'), ({ request, params }) => {
    const group = new URL(request.url).searchParams.get('property_group');
    if (group !== null && !GROUPS.includes(group)) return fail(400, ['property_group__invalid']);
    const district = districtById(Number(params.districtId));
    if (!district) return fail(404, ['district__not_found']);
    const lang = langOf(request);
    const figures = districtFigures(district.id, (group ?? undefined) as PropertyGroup | undefined);
    const stats: DistrictPriceStats = {
      district: namedItem(district, lang),
      ...(group ? { property_group: group as PropertyGroup } : {}),
      ...(figures.medianPerM2 === undefined ? {} : { median_price_per_m2: figures.medianPerM2 }),
      sales_count: figures.salesCount,
      period_months: SALES_PERIOD_MONTHS,
      period_end: SALES_PERIOD_END,
      source: SOURCE[lang],
    };
    return json(stats);
  }),
  http.get(api('/api/v1/units/:unitId/price-history/'), ({ params }) => {
    sweepMarket();
    const unit = findUnit(Number(params.unitId));
    return unit ? json(unitPriceHistory(unit)) : fail(404, ['unit__not_found']);
  }),
  http.get(api('/api/v1/properties/:propertyId/price-history/'), ({ params }) => {
    const property = properties.get(Number(params.propertyId));
    return property ? json(propertyPriceHistory(property)) : fail(404, ['property__not_found']);
  }),
];
