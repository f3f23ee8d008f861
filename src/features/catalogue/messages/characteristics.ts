import { defineMessages } from '@/i18n/define-messages';
import { sharedMessages } from '@/i18n/shared-messages';

/** Labels of the characteristics (spec section 3), in display order. */
export const characteristicMessages = defineMessages({
  living_area: {
    id: 'catalogue.characteristics.livingArea',
    defaultMessage: 'Living area',
    description: 'Characteristic',
  },
  building_area: {
    id: 'catalogue.characteristics.buildingArea',
    defaultMessage: 'Building area',
    description: 'Characteristic',
  },
  land_area: {
    id: 'catalogue.characteristics.landArea',
    defaultMessage: 'Land area',
    description: 'Characteristic',
  },
  total_area: {
    id: 'catalogue.characteristics.totalArea',
    defaultMessage: 'Total area',
    description: 'Characteristic',
  },
  bedrooms: {
    id: 'catalogue.characteristics.bedrooms',
    defaultMessage: 'Bedrooms',
    description: 'Characteristic',
  },
  bathrooms: {
    id: 'catalogue.characteristics.bathrooms',
    defaultMessage: 'Bathrooms',
    description: 'Characteristic',
  },
  living_rooms: {
    id: 'catalogue.characteristics.livingRooms',
    defaultMessage: 'Living rooms',
    description: 'Characteristic',
  },
  kitchen_type: {
    id: 'catalogue.characteristics.kitchenType',
    defaultMessage: 'Kitchen',
    description: 'Characteristic',
  },
  floors: {
    id: 'catalogue.characteristics.floors',
    defaultMessage: 'Floors',
    description: 'Characteristic',
  },
  unit_number: {
    id: 'catalogue.characteristics.unitNumber',
    defaultMessage: 'Unit number',
    description: 'Characteristic',
  },
  facade: {
    id: 'catalogue.characteristics.facade',
    defaultMessage: 'Facade',
    description: 'Characteristic',
  },
  street_width_m: {
    id: 'catalogue.characteristics.streetWidth',
    defaultMessage: 'Street width',
    description: 'Characteristic',
  },
  age_years: {
    id: 'catalogue.characteristics.age',
    defaultMessage: 'Building age',
    description: 'Characteristic',
  },
  building_date: {
    id: 'catalogue.characteristics.buildingDate',
    defaultMessage: 'Building date',
    description: 'Characteristic',
  },
  building_code_compliant: {
    id: 'catalogue.characteristics.buildingCode',
    defaultMessage: 'Complies with the Saudi Building Code',
    description: 'Characteristic (yes/no)',
  },
  neighborhood: {
    id: 'catalogue.characteristics.neighborhood',
    defaultMessage: 'Neighborhood',
    description: 'Characteristic',
  },
  advertisement_purpose: {
    id: 'catalogue.characteristics.advertisementPurpose',
    defaultMessage: 'Purpose of the advertisement',
    description: 'Characteristic',
  },
  land_number: {
    id: 'catalogue.characteristics.landNumber',
    defaultMessage: 'Land number',
    description: 'Characteristic',
  },
  plan_number: {
    id: 'catalogue.characteristics.planNumber',
    defaultMessage: 'Plan number',
    description: 'Characteristic',
  },
  deed_number: {
    id: 'catalogue.characteristics.deedNumber',
    defaultMessage: 'Deed number',
    description: 'Characteristic',
  },
  deed_type: {
    id: 'catalogue.characteristics.deedType',
    defaultMessage: 'Deed type',
    description: 'Characteristic',
  },
  authorization_number: {
    id: 'catalogue.characteristics.authorizationNumber',
    defaultMessage: 'Authorization number',
    description: 'Characteristic: building permit number',
  },
  modifications: {
    id: 'catalogue.characteristics.modifications',
    defaultMessage: 'Modifications',
    description: 'Characteristic',
  },
  owner_contact_number: {
    id: 'catalogue.characteristics.ownerContact',
    defaultMessage: 'Owner contact number',
    description: 'Characteristic',
  },
  features: {
    id: 'catalogue.characteristics.features',
    defaultMessage: 'Features',
    description: 'Characteristic (list)',
  },
  services: {
    id: 'catalogue.characteristics.services',
    defaultMessage: 'Services',
    description: 'Characteristic (list)',
  },
  boundaries: {
    id: 'catalogue.characteristics.boundaries',
    defaultMessage: 'Boundaries and lengths',
    description: 'Characteristic (list of sides)',
  },
  guarantees: {
    id: 'catalogue.characteristics.guarantees',
    defaultMessage: 'Guarantees',
    description: 'Characteristic (list)',
  },
});

export const unitsMessages = {
  ...defineMessages({
    squareMetres: {
      id: 'catalogue.units.squareMetres',
      defaultMessage: '{value, number} m²',
      description: 'An area',
    },
    metres: {
      id: 'catalogue.units.metres',
      defaultMessage: '{value, number} m',
      description: 'A length',
    },
    years: {
      id: 'catalogue.units.years',
      defaultMessage: '{value, plural, =0 {New} one {# year} other {# years}}',
      description: 'An age or duration',
    },
    boundary: {
      id: 'catalogue.units.boundary',
      defaultMessage: '{side}: {length}{description, select, none {} other { – {description}}}',
      description: 'One side of the plot',
    },
    guarantee: {
      id: 'catalogue.units.guarantee',
      defaultMessage: '{name} ({duration})',
      description: 'A guarantee and its duration',
    },
  }),
  yes: sharedMessages.yes,
  no: sharedMessages.no,
};
