import { describe, expect, it } from 'vitest';
import {
  draftFromSearch,
  searchFromDraft,
  validateDraft,
  type FiltersDraft,
} from './filters-draft';
import {
  clearFilters,
  hasFilters,
  parsePropertySearch,
  serializePropertySearch,
  toListPropertiesParams,
} from './property-search';

describe('property search in the URL', () => {
  it('round-trips every filter, the sort, the page and the map view', () => {
    const query =
      'purpose=sale&group=apartment&readiness=ready_unit&region=1&city=1&district=101&area_min=100&area_max=300&bedrooms=3&bathrooms=2&ordering=-price&view=map&bbox=46.5,24.5,46.9,24.9&page=3';
    expect(serializePropertySearch(parsePropertySearch(query))).toBe(
      query.replace('bbox=46.5,24.5,46.9,24.9', 'bbox=46.5%2C24.5%2C46.9%2C24.9'),
    );
  });

  it('drops unknown values, non-positive numbers and an inverted range', () => {
    const search = parsePropertySearch(
      'purpose=lease&bedrooms=0&price_min=900&price_max=100&page=-2&bbox=1,2',
    );
    expect(search).toEqual(parsePropertySearch(''));
  });

  it('keeps a city only under a region and a district only under a city', () => {
    expect(parsePropertySearch('city=3&district=301')).toMatchObject({
      city: undefined,
      district: undefined,
    });
  });

  it('maps a group and a type to the API parameters', () => {
    expect(toListPropertiesParams(parsePropertySearch('group=villa&page=2'), 12)).toEqual({
      property_group: 'villa',
      page: 2,
      page_size: 12,
    });
    expect(toListPropertiesParams(parsePropertySearch('type=studio'), 12)).toEqual({
      property_type: ['studio'],
      page_size: 12,
    });
  });

  it('sends the bounding box only in the map view', () => {
    expect(
      toListPropertiesParams(parsePropertySearch('bbox=46,24,47,25'), 10).bbox,
    ).toBeUndefined();
    expect(toListPropertiesParams(parsePropertySearch('view=map&bbox=46,24,47,25'), 10).bbox).toBe(
      '46,24,47,25',
    );
  });

  it('clears the filters but keeps the sort and the view', () => {
    const search = parsePropertySearch('purpose=rent&ordering=price&view=map&page=2');
    expect(hasFilters(search)).toBe(true);
    expect(clearFilters(search)).toEqual({ ordering: 'price', view: 'map' });
    expect(hasFilters(clearFilters(search))).toBe(false);
  });
});

describe('filter form', () => {
  const empty = draftFromSearch({});
  const draft = (changes: Partial<FiltersDraft>): FiltersDraft => ({ ...empty, ...changes });

  it('asks for amounts greater than 0', () => {
    expect(validateDraft(draft({ price: 'custom', price_min: '0', area_max: '-5' }))).toEqual({
      price_min: 'positive',
      area_max: 'positive',
    });
  });

  it('puts min above max on the max field', () => {
    expect(
      validateDraft(draft({ price: 'custom', price_min: '900,000', price_max: '100000' })),
    ).toEqual({
      price_max: 'minAboveMax',
    });
    expect(validateDraft(draft({ area_min: '٣٠٠', area_max: '200' }))).toEqual({
      area_max: 'minAboveMax',
    });
  });

  it('ignores min/max prices when a price range is chosen', () => {
    expect(validateDraft(draft({ price: 'under_500k', price_min: '0' }))).toEqual({});
  });

  it('reads Arabic-Indic digits and separators into the search, restarting at page 1', () => {
    const search = searchFromDraft(
      draft({
        kind: 'group:villa',
        price: 'custom',
        price_min: '٥٠٠٬٠٠٠',
        region: '1',
        city: '',
        district: '5',
      }),
      { page: 4, ordering: 'price' },
    );
    expect(search).toMatchObject({
      group: 'villa',
      price_min: 500000,
      region: 1,
      ordering: 'price',
    });
    expect(search.page).toBeUndefined();
    expect(search.district).toBeUndefined();
    expect(draftFromSearch(search).price).toBe('custom');
  });
});
