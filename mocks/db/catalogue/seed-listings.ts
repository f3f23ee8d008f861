import type { Faker } from '@faker-js/faker';
import type { PropertyPurpose, PropertyReadiness, PropertyType } from '../../../generated/model';

/** The shape of a standalone listing before it is placed: type, size and price. */
export type ListingPlan = {
  type: PropertyType;
  purpose: PropertyPurpose;
  readiness: PropertyReadiness;
  area: number;
  bedrooms: number;
  bathrooms: number;
  living_rooms: number;
  floors: number;
  price: number;
};

type Range = [number, number];
const SALE: { type: PropertyType; weight: number; area: Range; bedrooms: Range; price: Range }[] = [
  { type: 'house', weight: 40, area: [250, 620], bedrooms: [4, 7], price: [1_200_000, 6_000_000] },
  {
    type: 'apartment',
    weight: 25,
    area: [120, 220],
    bedrooms: [3, 5],
    price: [450_000, 1_800_000],
  },
  { type: 'flat', weight: 15, area: [90, 160], bedrooms: [2, 4], price: [450_000, 1_800_000] },
  { type: 'studio', weight: 5, area: [60, 80], bedrooms: [1, 1], price: [450_000, 700_000] },
  { type: 'other', weight: 8, area: [180, 300], bedrooms: [3, 5], price: [700_000, 1_400_000] },
  {
    type: 'hotel_apartment',
    weight: 7,
    area: [70, 130],
    bedrooms: [1, 2],
    price: [500_000, 1_200_000],
  },
];
const RENT: { type: PropertyType; weight: number; area: Range; bedrooms: Range; price: Range }[] = [
  { type: 'apartment', weight: 30, area: [110, 200], bedrooms: [2, 4], price: [35_000, 85_000] },
  { type: 'flat', weight: 25, area: [80, 150], bedrooms: [2, 3], price: [25_000, 60_000] },
  { type: 'house', weight: 20, area: [250, 500], bedrooms: [4, 6], price: [80_000, 180_000] },
  { type: 'studio', weight: 10, area: [40, 70], bedrooms: [1, 1], price: [25_000, 40_000] },
  { type: 'room', weight: 5, area: [25, 40], bedrooms: [1, 1], price: [25_000, 30_000] },
  {
    type: 'hotel_apartment',
    weight: 10,
    area: [60, 120],
    bedrooms: [1, 2],
    price: [50_000, 120_000],
  },
];

export function planListing(f: Faker, pricePerM2: (villa: boolean) => number): ListingPlan {
  const purpose: PropertyPurpose = f.datatype.boolean(0.62) ? 'sale' : 'rent';
  const kinds = purpose === 'sale' ? SALE : RENT;
  const kind = f.helpers.weightedArrayElement(
    kinds.map((item) => ({ weight: item.weight, value: item })),
  );
  const area = f.number.int({ min: kind.area[0], max: kind.area[1] });
  const villa = kind.type === 'house' || kind.type === 'other';
  const bedrooms = f.number.int({ min: kind.bedrooms[0], max: kind.bedrooms[1] });
  const cityFactor = pricePerM2(false) / 7600;
  const raw =
    purpose === 'sale'
      ? area *
        pricePerM2(villa) *
        f.number.float({ min: 0.85, max: kind.type === 'house' ? 1.5 : 1.2 })
      : kind.price[0] +
        (kind.price[1] - kind.price[0]) * f.number.float({ min: 0.1, max: 1 }) * cityFactor;
  const step = purpose === 'sale' ? 5_000 : 500;
  const price = Math.min(kind.price[1], Math.max(kind.price[0], Math.round(raw / step) * step));
  const readiness: PropertyReadiness =
    kind.type === 'house' && purpose === 'sale'
      ? f.helpers.weightedArrayElement([
          { weight: 80, value: 'ready_unit' as const },
          { weight: 12, value: 'self_built' as const },
          { weight: 8, value: 'other' as const },
        ])
      : purpose === 'sale' && f.datatype.boolean(0.12)
        ? 'sale_on_map'
        : 'ready_unit';
  return {
    type: kind.type,
    purpose,
    readiness,
    area,
    bedrooms,
    bathrooms: Math.max(1, bedrooms - f.number.int({ min: 0, max: 1 })),
    living_rooms: villa ? f.number.int({ min: 2, max: 3 }) : 1,
    floors: kind.type === 'house' ? f.number.int({ min: 2, max: 3 }) : 1,
    price,
  };
}
