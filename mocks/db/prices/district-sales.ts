/**
 * Registered sales (Ministry of Justice deeds) of the mock's districts: seeded records, deterministic
 * (a fixed random sequence per district, a fixed edition), never derived from the listings. The
 * edition runs to `SALES_PERIOD_END`; the figures count the 12 months to it. District 603 has too few
 * sales for a published median.
 */
import type { PropertyGroup } from '../../../generated/model';
import { districts, type District } from '../geo';

export type SaleRecord = {
  districtId: number;
  group: PropertyGroup;
  /** ISO date of the deed. */
  date: string;
  area: number;
  price: number;
};

/** The last day of the last month published. */
export const SALES_PERIOD_END = '2026-10-31';
export const SALES_PERIOD_MONTHS = 12;
/** No median is published below this many sales. */
export const SALES_MIN_FOR_MEDIAN = 10;
/** The district whose sales are too few (a test value). */
export const THIN_DISTRICT = 603;

/** Price per m² around which each city's sales fall, SAR (other cities: 3,200). */
const CITY_LEVEL: Record<number, number> = {
  1: 7_200,
  2: 6_800,
  3: 8_800,
  4: 5_700,
  5: 4_900,
  6: 5_900,
};

/** mulberry32: a small seeded generator, so every start draws the same sales. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;
const END_MS = Date.parse(`${SALES_PERIOD_END}T00:00:00Z`);

function salesOf(district: District): SaleRecord[] {
  const next = random(district.id * 7919);
  const main = district.cityId in CITY_LEVEL;
  const count =
    district.id === THIN_DISTRICT
      ? 7
      : main
        ? 60 + Math.floor(next() * 140)
        : Math.floor(next() * 24);
  const level = (CITY_LEVEL[district.cityId] ?? 3_200) * (0.85 + next() * 0.3);
  return Array.from({ length: count }, () => {
    const group: PropertyGroup = next() < 0.45 ? 'villa' : 'apartment';
    const area = Math.round(group === 'villa' ? 250 + next() * 350 : 90 + next() * 160);
    const perM2 = level * (group === 'villa' ? 0.92 : 1.08) * (0.8 + next() * 0.4);
    // Fifteen months of deeds: the oldest three fall outside the 12 months counted.
    const daysBefore = Math.floor(next() * 456);
    return {
      districtId: district.id,
      group,
      date: new Date(END_MS - daysBefore * DAY_MS).toISOString().slice(0, 10),
      area,
      price: Math.round((perM2 * area) / 1000) * 1000,
    };
  });
}

let cache: Map<number, SaleRecord[]> | undefined;

/** Every district's sales (drawn once; the records never change). */
export function districtSales(districtId: number): SaleRecord[] {
  cache ??= new Map(districts.map((district) => [district.id, salesOf(district)]));
  return cache.get(districtId) ?? [];
}

export type DistrictFigures = { salesCount: number; medianPerM2?: number };

/** The 12 months to the edition's end: the sales counted and their median price per m². */
export function districtFigures(districtId: number, group?: PropertyGroup): DistrictFigures {
  const start = new Date(END_MS);
  start.setUTCMonth(start.getUTCMonth() - SALES_PERIOD_MONTHS);
  const from = start.toISOString().slice(0, 10);
  const counted = districtSales(districtId).filter(
    (sale) => sale.date > from && sale.date <= SALES_PERIOD_END && (!group || sale.group === group),
  );
  if (counted.length < SALES_MIN_FOR_MEDIAN) return { salesCount: counted.length };
  const perM2 = counted.map((sale) => sale.price / sale.area).sort((a, b) => a - b);
  const middle = Math.floor(perM2.length / 2);
  const median = perM2.length % 2 ? perM2[middle]! : (perM2[middle - 1]! + perM2[middle]!) / 2;
  return { salesCount: counted.length, medianPerM2: Math.round(median) };
}
