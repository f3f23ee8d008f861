import { defineMessages } from '@/i18n/define-messages';
import { readinessMessages } from '@/i18n/shared-messages';

// The words of the filters live with the saved search, which is named from them.
export {
  priceRangeMessages,
  propertyGroupMessages,
  propertyTypeMessages,
  purposeMessages,
} from '@/entities/saved-home';
export { readinessMessages };

export const propertyOrderingMessages = defineMessages({
  '-published_at': {
    id: 'catalogue.ordering.newest',
    defaultMessage: 'Newest first',
    description: 'Sort option',
  },
  published_at: {
    id: 'catalogue.ordering.oldest',
    defaultMessage: 'Oldest first',
    description: 'Sort option',
  },
  price: {
    id: 'catalogue.ordering.priceAsc',
    defaultMessage: 'Price: low to high',
    description: 'Sort option',
  },
  '-price': {
    id: 'catalogue.ordering.priceDesc',
    defaultMessage: 'Price: high to low',
    description: 'Sort option',
  },
  price_per_m2: {
    id: 'catalogue.ordering.ppmAsc',
    defaultMessage: 'Price per m²: low to high',
    description: 'Sort option',
  },
  '-price_per_m2': {
    id: 'catalogue.ordering.ppmDesc',
    defaultMessage: 'Price per m²: high to low',
    description: 'Sort option',
  },
  total_area: {
    id: 'catalogue.ordering.areaAsc',
    defaultMessage: 'Area: small to large',
    description: 'Sort option',
  },
  '-total_area': {
    id: 'catalogue.ordering.areaDesc',
    defaultMessage: 'Area: large to small',
    description: 'Sort option',
  },
});

export const facadeMessages = defineMessages({
  north: { id: 'catalogue.facade.north', defaultMessage: 'North', description: 'Facade direction' },
  south: { id: 'catalogue.facade.south', defaultMessage: 'South', description: 'Facade direction' },
  east: { id: 'catalogue.facade.east', defaultMessage: 'East', description: 'Facade direction' },
  west: { id: 'catalogue.facade.west', defaultMessage: 'West', description: 'Facade direction' },
  north_east: {
    id: 'catalogue.facade.northEast',
    defaultMessage: 'North-east',
    description: 'Facade direction',
  },
  north_west: {
    id: 'catalogue.facade.northWest',
    defaultMessage: 'North-west',
    description: 'Facade direction',
  },
  south_east: {
    id: 'catalogue.facade.southEast',
    defaultMessage: 'South-east',
    description: 'Facade direction',
  },
  south_west: {
    id: 'catalogue.facade.southWest',
    defaultMessage: 'South-west',
    description: 'Facade direction',
  },
  multiple: {
    id: 'catalogue.facade.multiple',
    defaultMessage: 'Several streets',
    description: 'Facade: corner plot',
  },
});

export const kitchenMessages = defineMessages({
  open: { id: 'catalogue.kitchen.open', defaultMessage: 'Open', description: 'Kitchen type' },
  closed: { id: 'catalogue.kitchen.closed', defaultMessage: 'Closed', description: 'Kitchen type' },
});

export const boundarySideMessages = defineMessages({
  north: { id: 'catalogue.side.north', defaultMessage: 'North', description: 'Side of the plot' },
  south: { id: 'catalogue.side.south', defaultMessage: 'South', description: 'Side of the plot' },
  east: { id: 'catalogue.side.east', defaultMessage: 'East', description: 'Side of the plot' },
  west: { id: 'catalogue.side.west', defaultMessage: 'West', description: 'Side of the plot' },
});
