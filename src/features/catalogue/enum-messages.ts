import { defineMessages } from '@/i18n/define-messages';
import { readinessMessages } from '@/i18n/shared-messages';

export const propertyTypeMessages = defineMessages({
  flat: { id: 'catalogue.propertyType.flat', defaultMessage: 'Flat', description: 'Property type' },
  house: {
    id: 'catalogue.propertyType.house',
    defaultMessage: 'Villa',
    description: 'Property type (house)',
  },
  apartment: {
    id: 'catalogue.propertyType.apartment',
    defaultMessage: 'Apartment',
    description: 'Property type',
  },
  studio: {
    id: 'catalogue.propertyType.studio',
    defaultMessage: 'Studio',
    description: 'Property type',
  },
  room: { id: 'catalogue.propertyType.room', defaultMessage: 'Room', description: 'Property type' },
  hotel_apartment: {
    id: 'catalogue.propertyType.hotelApartment',
    defaultMessage: 'Hotel apartment',
    description: 'Property type',
  },
  other: {
    id: 'catalogue.propertyType.other',
    defaultMessage: 'Other',
    description: 'Property type',
  },
});

export const propertyGroupMessages = defineMessages({
  villa: {
    id: 'catalogue.propertyGroup.villa',
    defaultMessage: 'Villas',
    description: 'Listing group',
  },
  apartment: {
    id: 'catalogue.propertyGroup.apartment',
    defaultMessage: 'Apartments',
    description: 'Listing group',
  },
  allVillas: {
    id: 'catalogue.propertyGroup.allVillas',
    defaultMessage: 'All villas',
    description: 'Option: the whole villa group',
  },
  allApartments: {
    id: 'catalogue.propertyGroup.allApartments',
    defaultMessage: 'All apartments',
    description: 'Option: the whole apartment group',
  },
  other: {
    id: 'catalogue.propertyGroup.other',
    defaultMessage: 'Other types',
    description: 'Types in neither group',
  },
});

export const purposeMessages = defineMessages({
  sale: {
    id: 'catalogue.purpose.sale',
    defaultMessage: 'For sale',
    description: 'Purpose of the advertisement',
  },
  rent: {
    id: 'catalogue.purpose.rent',
    defaultMessage: 'For rent',
    description: 'Purpose of the advertisement',
  },
});

export { readinessMessages };

export const priceRangeMessages = defineMessages({
  under_500k: {
    id: 'catalogue.priceRange.under500k',
    defaultMessage: 'Under 500K SAR',
    description: 'Price range',
  },
  '500k_1m': {
    id: 'catalogue.priceRange.500kTo1m',
    defaultMessage: '500K to 1M SAR',
    description: 'Price range',
  },
  '1m_2m': {
    id: 'catalogue.priceRange.1mTo2m',
    defaultMessage: '1M to 2M SAR',
    description: 'Price range',
  },
  over_2m: {
    id: 'catalogue.priceRange.over2m',
    defaultMessage: 'Over 2M SAR',
    description: 'Price range',
  },
});

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
