/** The filter form's typed values, their checks and the search they make. */
import type { PropertyPurpose } from '@generated/model';
import { parseAmount } from '@/lib/input/digits';
import type { ListingFilters } from './listing-search';

/** What the form edits: the shared filters, and the purpose where the list has one (properties). */
export type FormSearch = ListingFilters & { purpose?: PropertyPurpose; page?: number };

export const CUSTOM_PRICE = 'custom';

export type FiltersDraft = {
  purpose: string;
  /** `group:villa`, `group:apartment` or `type:<PropertyType>`. */
  kind: string;
  readiness: string;
  region: string;
  city: string;
  district: string;
  /** A PriceRangeOption, `custom` (min/max) or empty. */
  price: string;
  price_min: string;
  price_max: string;
  area_min: string;
  area_max: string;
  bedrooms: string;
  bathrooms: string;
};

export type RangeError = 'positive' | 'minAboveMax';
export type FiltersErrors = Partial<
  Record<'price_min' | 'price_max' | 'area_min' | 'area_max', RangeError>
>;

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));

export function draftFromSearch(search: FormSearch): FiltersDraft {
  const customPrice = search.price_min !== undefined || search.price_max !== undefined;
  return {
    purpose: text(search.purpose),
    kind: search.group ? `group:${search.group}` : search.type ? `type:${search.type}` : '',
    readiness: text(search.readiness),
    region: text(search.region),
    city: text(search.city),
    district: text(search.district),
    price: search.price_range ?? (customPrice ? CUSTOM_PRICE : ''),
    price_min: text(search.price_min),
    price_max: text(search.price_max),
    area_min: text(search.area_min),
    area_max: text(search.area_max),
    bedrooms: text(search.bedrooms),
    bathrooms: text(search.bathrooms),
  };
}

function checkRange(
  minText: string,
  maxText: string,
): [RangeError | undefined, RangeError | undefined, number | undefined, number | undefined] {
  const min = minText.trim() === '' ? undefined : parseAmount(minText);
  const max = maxText.trim() === '' ? undefined : parseAmount(maxText);
  const minError =
    minText.trim() !== '' && !(min !== undefined && min > 0) ? 'positive' : undefined;
  let maxError: RangeError | undefined =
    maxText.trim() !== '' && !(max !== undefined && max > 0) ? 'positive' : undefined;
  if (!minError && !maxError && min !== undefined && max !== undefined && min > max)
    maxError = 'minAboveMax';
  return [minError, maxError, min, max];
}

/** Min and max must be greater than 0 and min must not exceed max (the error sits on the max field). */
export function validateDraft(draft: FiltersDraft): FiltersErrors {
  const errors: FiltersErrors = {};
  if (draft.price === CUSTOM_PRICE) {
    const [minError, maxError] = checkRange(draft.price_min, draft.price_max);
    if (minError) errors.price_min = minError;
    if (maxError) errors.price_max = maxError;
  }
  const [areaMinError, areaMaxError] = checkRange(draft.area_min, draft.area_max);
  if (areaMinError) errors.area_min = areaMinError;
  if (areaMaxError) errors.area_max = areaMaxError;
  return errors;
}

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

/** The search a valid draft makes; the rest of `current` (sort, map view) is kept, the page starts again. */
export function searchFromDraft<S extends FormSearch>(
  draft: FiltersDraft,
  current: S,
): S & FormSearch {
  const custom = draft.price === CUSTOM_PRICE;
  const [, , priceMin, priceMax] = custom ? checkRange(draft.price_min, draft.price_max) : [];
  const [, , areaMin, areaMax] = checkRange(draft.area_min, draft.area_max);
  const [kindKind, kindValue] = draft.kind.split(':');
  const filters: FormSearch = {
    purpose: (draft.purpose || undefined) as FormSearch['purpose'],
    group: kindKind === 'group' ? (kindValue as FormSearch['group']) : undefined,
    type: kindKind === 'type' ? (kindValue as FormSearch['type']) : undefined,
    readiness: (draft.readiness || undefined) as FormSearch['readiness'],
    region: numberOrUndefined(draft.region),
    city: draft.region ? numberOrUndefined(draft.city) : undefined,
    district: draft.region && draft.city ? numberOrUndefined(draft.district) : undefined,
    price_range: draft.price && !custom ? (draft.price as FormSearch['price_range']) : undefined,
    price_min: priceMin,
    price_max: priceMax,
    area_min: areaMin,
    area_max: areaMax,
    bedrooms: numberOrUndefined(draft.bedrooms),
    bathrooms: numberOrUndefined(draft.bathrooms),
    page: undefined,
  };
  return { ...current, ...filters };
}
