import type { Image, Property, PropertyFacade, PropertyReadiness, Unit } from '@generated/model';
import type { CompareKind } from '@/entities/compare';

/** A unit or a property as the comparison shows it: the same fields whichever it is. */
export type CompareListing = {
  kind: CompareKind;
  id: number;
  title: string;
  image?: Image;
  /** A yearly rent (a property to rent): no monthly estimate. */
  rent: boolean;
  price: number;
  pricePerM2: number;
  totalArea: number;
  livingArea?: number;
  buildingArea?: number;
  landArea?: number;
  bedrooms?: number;
  bathrooms?: number;
  livingRooms?: number;
  floor?: number;
  facade?: PropertyFacade;
  readiness: PropertyReadiness;
  /** The restrictions that apply (none: an empty list). */
  restrictions: RestrictionKey[];
  /** The advertising licence: valid or not, until when; undefined when none was published. */
  license?: { valid: boolean; expiry: string };
  reservationFee?: number;
};

export type RestrictionKey = 'constrained' | 'pawned' | 'halted' | 'testament';
const RESTRICTIONS: RestrictionKey[] = ['constrained', 'pawned', 'halted', 'testament'];

export function toCompareListing(kind: 'unit', data: Unit): CompareListing;
export function toCompareListing(kind: 'property', data: Property): CompareListing;
export function toCompareListing(kind: CompareKind, data: Unit | Property): CompareListing {
  const ch = data.characteristics;
  const unit = kind === 'unit' ? (data as Unit) : undefined;
  const property = kind === 'property' ? (data as Property) : undefined;
  const license = data.advertising_license;
  return {
    kind,
    id: data.id,
    title: data.title,
    image: property?.cover_image ?? data.images[0],
    rent: property?.purpose === 'rent',
    price: data.price,
    pricePerM2: data.price_per_m2,
    totalArea: ch.total_area,
    livingArea: ch.living_area,
    buildingArea: ch.building_area,
    landArea: ch.land_area,
    bedrooms: ch.bedrooms,
    bathrooms: ch.bathrooms,
    livingRooms: ch.living_rooms,
    floor: unit?.floor,
    facade: ch.facade,
    readiness: data.readiness,
    restrictions: RESTRICTIONS.filter((key) => data.restrictions[key]),
    license: license && {
      valid: license.is_valid,
      expiry: license.expiration_date ?? license.license_expiry_date,
    },
    reservationFee: unit?.reservable ? unit.reservation_amount : undefined,
  };
}

/** A value of a row, as compared: what is not given is `undefined`. */
export type RawValue = string | number | boolean | undefined;

export const ROW_KEYS = [
  'price',
  'pricePerM2',
  'monthly',
  'totalArea',
  'livingArea',
  'buildingArea',
  'landArea',
  'bedrooms',
  'bathrooms',
  'livingRooms',
  'floor',
  'facade',
  'readiness',
  'restrictions',
  'license',
  'reservationFee',
] as const;
export type RowKey = (typeof ROW_KEYS)[number];

/** What each row compares of a listing; `monthly` is the estimate the page computes for it. */
export function rawValue(key: RowKey, listing: CompareListing, monthly?: number): RawValue {
  switch (key) {
    case 'monthly':
      return listing.rent ? undefined : monthly;
    case 'restrictions':
      return listing.restrictions.join(',');
    case 'license':
      return listing.license && `${listing.license.valid}:${listing.license.expiry}`;
    default:
      return listing[key];
  }
}

/** Whether a row's values are all the same (all not given counts as the same). */
export function sameValues(values: readonly RawValue[]): boolean {
  return values.every((value) => value === values[0]);
}

export type CompareRow = { key: RowKey; values: RawValue[]; same: boolean };

/**
 * The table's rows for the listings, in order: each row's values and whether they differ. A row no
 * listing has a value for is left out; with `onlyDifferences`, so is every row whose values are equal.
 * With one listing nothing differs.
 */
export function compareRows(
  listings: readonly CompareListing[],
  monthly: readonly (number | undefined)[],
  { onlyDifferences = false } = {},
): CompareRow[] {
  return ROW_KEYS.map((key) => {
    const values = listings.map((listing, index) => rawValue(key, listing, monthly[index]));
    return { key, values, same: sameValues(values) };
  }).filter(
    ({ values, same }) => values.some((value) => value !== undefined) && !(onlyDifferences && same),
  );
}
