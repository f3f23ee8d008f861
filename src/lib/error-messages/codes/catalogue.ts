import { defineMessages } from '@/i18n/define-messages';

export const catalogueCodeMessages = defineMessages({
  project__not_found: {
    id: 'errors.code.project__not_found',
    defaultMessage: 'This project is no longer available. Please browse our other projects.',
    description: 'Error code project__not_found: unknown or unpublished project',
  },
  property__not_found: {
    id: 'errors.code.property__not_found',
    defaultMessage: 'This property is no longer available. Please browse our other properties.',
    description: 'Error code property__not_found: unknown or withdrawn property',
  },
  unit__not_found: {
    id: 'errors.code.unit__not_found',
    defaultMessage: 'This unit is no longer available. Please browse our other units.',
    description: 'Error code unit__not_found: unknown or unlisted unit',
  },
  unit_design__not_found: {
    id: 'errors.code.unit_design__not_found',
    defaultMessage:
      'This unit design is no longer available. Please browse the other designs of the project.',
    description: 'Error code unit_design__not_found: unknown unit design (unit model of a project)',
  },
  agency__not_found: {
    id: 'errors.code.agency__not_found',
    defaultMessage:
      'This real-estate office is no longer available. Please browse our other offices.',
    description: 'Error code agency__not_found: unknown real-estate agency',
  },
  price_min__invalid: {
    id: 'errors.code.price_min__invalid',
    defaultMessage: 'The minimum price must be greater than 0.',
    description: 'Error code price_min__invalid: search filter: minimum price not valid',
  },
  price_max__invalid: {
    id: 'errors.code.price_max__invalid',
    defaultMessage: 'The maximum price must be greater than 0.',
    description: 'Error code price_max__invalid: search filter: maximum price not valid',
  },
  price__min_exceeds_max: {
    id: 'errors.code.price__min_exceeds_max',
    defaultMessage: 'The minimum price cannot be more than the maximum price.',
    description:
      'Error code price__min_exceeds_max: search filter: minimum price above maximum price',
  },
  area_min__invalid: {
    id: 'errors.code.area_min__invalid',
    defaultMessage: 'The minimum area must be greater than 0.',
    description: 'Error code area_min__invalid: search filter: minimum area not valid',
  },
  area_max__invalid: {
    id: 'errors.code.area_max__invalid',
    defaultMessage: 'The maximum area must be greater than 0.',
    description: 'Error code area_max__invalid: search filter: maximum area not valid',
  },
  area__min_exceeds_max: {
    id: 'errors.code.area__min_exceeds_max',
    defaultMessage: 'The minimum area cannot be more than the maximum area.',
    description: 'Error code area__min_exceeds_max: search filter: minimum area above maximum area',
  },
  bbox__invalid: {
    id: 'errors.code.bbox__invalid',
    defaultMessage: 'The map area is not valid. Please move or zoom the map and try again.',
    description: 'Error code bbox__invalid: map search: the visible map box is not valid',
  },
  property_group__invalid: {
    id: 'errors.code.property_group__invalid',
    defaultMessage: 'Please choose a property category from the list.',
    description: 'Error code property_group__invalid: search filter: unknown property category',
  },
  readiness__invalid: {
    id: 'errors.code.readiness__invalid',
    defaultMessage: 'Please choose a readiness status from the list.',
    description:
      'Error code readiness__invalid: search filter: unknown readiness (ready or off-plan)',
  },
  district__invalid: {
    id: 'errors.code.district__invalid',
    defaultMessage: 'Please choose a district from the list.',
    description: 'Error code district__invalid: search filter: unknown district',
  },
  project__invalid: {
    id: 'errors.code.project__invalid',
    defaultMessage: 'Please choose a project from the list.',
    description: 'Error code project__invalid: search filter: unknown project',
  },
  agency__invalid: {
    id: 'errors.code.agency__invalid',
    defaultMessage: 'Please choose a real-estate office from the list.',
    description: 'Error code agency__invalid: search filter: unknown agency',
  },
  unit_design__invalid: {
    id: 'errors.code.unit_design__invalid',
    defaultMessage: 'Please choose a unit design from the list.',
    description: 'Error code unit_design__invalid: search filter: unknown unit design',
  },
  bedrooms__invalid: {
    id: 'errors.code.bedrooms__invalid',
    defaultMessage: 'Please choose the number of bedrooms from the options.',
    description: 'Error code bedrooms__invalid: search filter: bedrooms not valid',
  },
  bathrooms__invalid: {
    id: 'errors.code.bathrooms__invalid',
    defaultMessage: 'Please choose the number of bathrooms from the options.',
    description: 'Error code bathrooms__invalid: search filter: bathrooms not valid',
  },
  status__invalid: {
    id: 'errors.code.status__invalid',
    defaultMessage: 'Please choose a status from the list.',
    description: 'Error code status__invalid: list filter: unknown status',
  },
  type__invalid: {
    id: 'errors.code.type__invalid',
    defaultMessage: 'Please choose a type from the list.',
    description: 'Error code type__invalid: list filter: unknown type',
  },
  available_only__invalid: {
    id: 'errors.code.available_only__invalid',
    defaultMessage: 'The available-units filter is not valid. Please reset the filters.',
    description:
      'Error code available_only__invalid: units filter: the available-only flag is not valid',
  },
  notification__not_found: {
    id: 'errors.code.notification__not_found',
    defaultMessage: 'This notification is no longer available.',
    description: 'Error code notification__not_found: unknown notification',
  },
  listing__not_found: {
    id: 'errors.code.listing__not_found',
    defaultMessage: 'This listing is no longer available.',
    description: 'Error code listing__not_found: unknown unit, property or project of a lead',
  },
  listing_kind__required: {
    id: 'errors.code.listing_kind__required',
    defaultMessage: 'Say which kind of listing this is.',
    description: 'Error code listing_kind__required: a lead without the kind of listing',
  },
  listing_kind__invalid: {
    id: 'errors.code.listing_kind__invalid',
    defaultMessage: 'This kind of listing is not known.',
    description: 'Error code listing_kind__invalid: a lead with an unknown listing kind',
  },
  listing_id__required: {
    id: 'errors.code.listing_id__required',
    defaultMessage: 'Say which listing this is.',
    description: 'Error code listing_id__required: a lead without the id of the listing',
  },
  listing_id__invalid: {
    id: 'errors.code.listing_id__invalid',
    defaultMessage: 'This listing number is not valid.',
    description: 'Error code listing_id__invalid: a lead with an invalid listing id',
  },
  channel__required: {
    id: 'errors.code.channel__required',
    defaultMessage: 'Say how the advertiser was contacted.',
    description: 'Error code channel__required: a lead without its channel',
  },
  channel__invalid: {
    id: 'errors.code.channel__invalid',
    defaultMessage: 'This way of contacting is not known.',
    description: 'Error code channel__invalid: a lead with an unknown channel (call or WhatsApp)',
  },
});
