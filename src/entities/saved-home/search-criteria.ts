/** A list search's criteria in words: the filter chips, and the name of a saved search. */
import type { IntlShape } from 'react-intl';
import { PropertyPurpose, type SavedSearchKind } from '@generated/model';
import { commonMessages } from '@/components/messages';
import { readinessMessages } from '@/i18n/shared-messages';
import { formatMoney } from '@/lib/format/money';
import { criteriaMessages as m } from './criteria-messages';
import { oneOf, parseAvailable, parseListingFilters, type ListingFilters } from './listing-filters';
import {
  priceRangeMessages,
  propertyGroupMessages,
  propertyTypeMessages,
  purposeMessages,
} from './listing-messages';

/** The filters of any list that can be saved (purpose: properties; available: units; text: the rest). */
export type SearchCriteria = ListingFilters & {
  purpose?: PropertyPurpose;
  available?: boolean;
  search?: string;
};

/** One active criterion: its words, and the URL keys that removing it clears. */
export type Criterion = { label: string; keys: (keyof SearchCriteria)[] };

/** The names of the search's region, city and district, once the lookups have them. */
export type PlaceNames = { region?: string; city?: string; district?: string };

/** A saved search's criteria from its query (the list page's URL query). */
export function criteriaOfQuery(kind: SavedSearchKind, query: string): SearchCriteria {
  const params = new URLSearchParams(query);
  if (kind === 'projects' || kind === 'unit_designs')
    return { search: params.get('search')?.trim() || undefined };
  return {
    ...(kind === 'properties' && { purpose: oneOf(PropertyPurpose, params.get('purpose')) }),
    ...parseListingFilters(params),
    ...(kind === 'units' && { available: parseAvailable(params) }),
  };
}

function range(intl: IntlShape, min: string | undefined, max: string | undefined) {
  if (min && max) return intl.formatMessage(m.between, { min, max });
  return min ? intl.formatMessage(m.atLeast, { min }) : intl.formatMessage(m.atMost, { max });
}

/** The active criteria in the page's language, in reading order; each criterion is worded here only. */
export function searchCriteria(
  intl: IntlShape,
  criteria: SearchCriteria,
  places: PlaceNames,
): Criterion[] {
  const c = criteria;
  const list: Criterion[] = [];
  const add = (label: string, keys: Criterion['keys']) => list.push({ label, keys });
  const place = (name: string | undefined) => name ?? intl.formatMessage(commonMessages.loading);
  const money = (amount: number | undefined) =>
    amount === undefined ? undefined : formatMoney(intl, amount, { compact: true });
  const area = (value: number | undefined) =>
    value === undefined ? undefined : intl.formatMessage(m.area, { area: value });

  if (c.search) add(intl.formatMessage(m.text, { text: c.search }), ['search']);
  if (c.group) add(intl.formatMessage(propertyGroupMessages[c.group]), ['group']);
  if (c.type) add(intl.formatMessage(propertyTypeMessages[c.type]), ['type']);
  if (c.purpose) add(intl.formatMessage(purposeMessages[c.purpose]), ['purpose']);
  // A place, then what it holds: removing a region also removes its city and district.
  if (c.district) add(place(places.district), ['district']);
  if (c.city) add(place(places.city), ['city', 'district']);
  if (c.region) add(place(places.region), ['region', 'city', 'district']);
  if (c.readiness) add(intl.formatMessage(readinessMessages[c.readiness]), ['readiness']);
  if (c.price_range) add(intl.formatMessage(priceRangeMessages[c.price_range]), ['price_range']);
  if (c.price_min || c.price_max)
    add(range(intl, money(c.price_min), money(c.price_max)), ['price_min', 'price_max']);
  if (c.area_min || c.area_max)
    add(range(intl, area(c.area_min), area(c.area_max)), ['area_min', 'area_max']);
  if (c.bedrooms) add(intl.formatMessage(m.bedrooms, { count: c.bedrooms }), ['bedrooms']);
  if (c.bathrooms) add(intl.formatMessage(m.bathrooms, { count: c.bathrooms }), ['bathrooms']);
  if (c.available) add(intl.formatMessage(m.available), ['available']);
  return list;
}

/** A saved search's name: its criteria's words joined as the language lists them, or "All …". */
export function searchName(intl: IntlShape, kind: SavedSearchKind, criteria: Criterion[]): string {
  if (criteria.length === 0) return intl.formatMessage(m.all, { kind });
  const separator = intl.locale.startsWith('ar') ? '، ' : ', ';
  return criteria.map((criterion) => criterion.label).join(separator);
}
