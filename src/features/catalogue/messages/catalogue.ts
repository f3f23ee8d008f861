import { defineMessages } from '@/i18n/define-messages';
import { pageTitles } from '@/config/page-titles';
import { formMessages } from '@/components/form/messages';
import { detailMessages } from '@/features/catalogue/messages/detail';
import { sharedMessages } from '@/i18n/shared-messages';

export const listMessages = {
  ...defineMessages({
    resultsCount: {
      id: 'catalogue.list.resultsCount',
      defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
      description: 'Number of items found',
    },
    noResults: {
      id: 'catalogue.list.noResults',
      defaultMessage: 'No results matching the filters.',
      description: 'Empty state of a filtered list',
    },
    empty: {
      id: 'catalogue.list.empty',
      defaultMessage: 'Nothing is listed here yet.',
      description: 'Empty list without filters',
    },
    clearFilters: {
      id: 'catalogue.list.clearFilters',
      defaultMessage: 'Clear the filters',
      description: 'Button',
    },
    viewSwitch: {
      id: 'catalogue.list.viewSwitch',
      defaultMessage: 'Show results as',
      description: 'Label of the list/map switch',
    },
    viewList: {
      id: 'catalogue.list.viewList',
      defaultMessage: 'List',
      description: 'Show the results as a list',
    },
    viewMap: {
      id: 'catalogue.list.viewMap',
      defaultMessage: 'Map',
      description: 'Show the results on a map',
    },
    availableOnly: {
      id: 'catalogue.list.availableOnly',
      defaultMessage: 'Only units available to reserve',
      description: 'Filter checkbox of the units list',
    },
    search: {
      id: 'catalogue.list.search',
      defaultMessage: 'Search by name',
      description: 'Search field label',
    },
    searchButton: {
      id: 'catalogue.list.searchButton',
      defaultMessage: 'Search',
      description: 'Search button',
    },
  }),
  sort: sharedMessages.sortBy,
  units: pageTitles.units,
};

export const filterMessages = {
  ...defineMessages({
    title: {
      id: 'catalogue.filters.title',
      defaultMessage: 'Filters',
      description: 'Heading of the filters',
    },
    any: {
      id: 'catalogue.filters.any',
      defaultMessage: 'Any',
      description: 'Empty choice of a filter',
    },
    purpose: {
      id: 'catalogue.filters.purpose',
      defaultMessage: 'Purpose',
      description: 'Filter label',
    },
    readiness: {
      id: 'catalogue.filters.readiness',
      defaultMessage: 'Readiness',
      description: 'Filter label',
    },
    district: {
      id: 'catalogue.filters.district',
      defaultMessage: 'District',
      description: 'Filter label',
    },
    chooseRegionFirst: {
      id: 'catalogue.filters.chooseRegionFirst',
      defaultMessage: 'Choose a region first',
      description: 'Hint of the disabled city select',
    },
    chooseCityFirst: {
      id: 'catalogue.filters.chooseCityFirst',
      defaultMessage: 'Choose a city first',
      description: 'Hint of the disabled district select',
    },
    lookupFailed: {
      id: 'catalogue.filters.lookupFailed',
      defaultMessage: 'The list could not be loaded.',
      description: 'Hint when a lookup list failed',
    },
    customPrice: {
      id: 'catalogue.filters.customPrice',
      defaultMessage: 'Custom range',
      description: 'Price option',
    },
    priceMin: {
      id: 'catalogue.filters.priceMin',
      defaultMessage: 'Minimum price (SAR)',
      description: 'Filter label',
    },
    priceMax: {
      id: 'catalogue.filters.priceMax',
      defaultMessage: 'Maximum price (SAR)',
      description: 'Filter label',
    },
    areaMin: {
      id: 'catalogue.filters.areaMin',
      defaultMessage: 'Minimum area (m²)',
      description: 'Filter label',
    },
    areaMax: {
      id: 'catalogue.filters.areaMax',
      defaultMessage: 'Maximum area (m²)',
      description: 'Filter label',
    },
    bedrooms: {
      id: 'catalogue.filters.bedrooms',
      defaultMessage: 'Bedrooms (at least)',
      description: 'Filter label',
    },
    bathrooms: {
      id: 'catalogue.filters.bathrooms',
      defaultMessage: 'Bathrooms (at least)',
      description: 'Filter label',
    },
    atLeast: {
      id: 'catalogue.filters.atLeast',
      defaultMessage: '{count, number}+',
      description: 'Option: this many or more',
    },
    showCount: {
      id: 'catalogue.filters.showCount',
      defaultMessage: 'Show {count, plural, =0 {no results} one {# result} other {# results}}',
      description: 'Submit the filters on a phone: how many homes they show',
    },
    apply: {
      id: 'catalogue.filters.apply',
      defaultMessage: 'Show results',
      description: 'Submit the filters',
    },
    positive: {
      id: 'catalogue.filters.positive',
      defaultMessage: 'Enter a number greater than 0.',
      description: 'Error of a min/max field',
    },
    minAboveMax: {
      id: 'catalogue.filters.minAboveMax',
      defaultMessage: 'The maximum must not be less than the minimum.',
      description: 'Error of a max field',
    },
    titleCount: {
      id: 'catalogue.filters.titleCount',
      defaultMessage: 'Filters ({count, number})',
      description: 'The phone button that opens the filters, with how many are active',
    },
    active: {
      id: 'catalogue.filters.active',
      defaultMessage: 'Active filters',
      description: 'Screen-reader label of the list of active filter chips',
    },
    remove: {
      id: 'catalogue.filters.remove',
      defaultMessage: 'Remove filter: {filter}',
      description: 'Screen-reader label of an active filter chip; filter is its text',
    },
    clearAll: {
      id: 'catalogue.filters.clearAll',
      defaultMessage: 'Clear all filters',
      description: 'Button after the active filter chips that removes them all',
    },
    fixErrors: {
      id: 'catalogue.filters.fixErrors',
      defaultMessage: 'Correct the highlighted filters to search.',
      description: 'Summary shown when the filters are invalid',
    },
  }),
  kind: formMessages.propertyType,
  region: formMessages.region,
  city: formMessages.city,
  price: detailMessages.price,
};
