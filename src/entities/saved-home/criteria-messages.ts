import { defineMessages } from '@/i18n/define-messages';

/** One search criterion's words: a filter chip, and a part of a saved search's name. */
export const criteriaMessages = defineMessages({
  between: {
    id: 'shared.criteria.between',
    defaultMessage: '{min} to {max}',
    description: 'A range filter with both ends (price, area); min and max are formatted',
  },
  atLeast: {
    id: 'shared.criteria.atLeast',
    defaultMessage: '{min} or more',
    description: 'A range filter with only its lower end (price, area)',
  },
  atMost: {
    id: 'shared.criteria.atMost',
    defaultMessage: 'Up to {max}',
    description: 'A range filter with only its upper end (price, area)',
  },
  area: {
    id: 'shared.criteria.area',
    defaultMessage: '{area, number} m²',
    description: 'An area in square metres, one end of an area filter',
  },
  bedrooms: {
    id: 'shared.criteria.bedrooms',
    defaultMessage: '{count, plural, one {#+ bedroom} other {#+ bedrooms}}',
    description: 'Filter: at least this many bedrooms',
  },
  bathrooms: {
    id: 'shared.criteria.bathrooms',
    defaultMessage: '{count, plural, one {#+ bathroom} other {#+ bathrooms}}',
    description: 'Filter: at least this many bathrooms',
  },
  available: {
    id: 'shared.criteria.available',
    defaultMessage: 'Available to reserve',
    description: 'Filter of the units list: only units that can be reserved now',
  },
  text: {
    id: 'shared.criteria.text',
    defaultMessage: 'Named “{text}”',
    description: 'Filter of the projects and unit designs lists: a name search',
  },
  all: {
    id: 'shared.criteria.all',
    defaultMessage:
      '{kind, select, properties {All properties} units {All units} projects {All projects} other {All unit designs}}',
    description: 'Name of a saved search without filters; kind is the list it belongs to',
  },
});
