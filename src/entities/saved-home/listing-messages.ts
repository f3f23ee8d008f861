/** The words of the listing filters (kind, purpose, price range), shared by the lists and saved searches. */
import { defineMessages } from '@/i18n/define-messages';

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
