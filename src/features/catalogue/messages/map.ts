import { defineMessages } from '@/i18n/define-messages';

export const mapMessages = defineMessages({
  label: {
    id: 'catalogue.map.label',
    defaultMessage: 'Map of the results. Use the arrow keys to move and plus or minus to zoom.',
    description: 'Accessible name of the map area',
  },
  zoomIn: { id: 'catalogue.map.zoomIn', defaultMessage: 'Zoom in', description: 'Map button' },
  zoomOut: { id: 'catalogue.map.zoomOut', defaultMessage: 'Zoom out', description: 'Map button' },
  reset: {
    id: 'catalogue.map.reset',
    defaultMessage: 'Show all of Saudi Arabia',
    description: 'Map button',
  },
  searchAsMoves: {
    id: 'catalogue.map.searchAsMoves',
    defaultMessage: 'Search as the map moves',
    description: 'Checkbox: only list what the map shows',
  },
  marker: {
    id: 'catalogue.map.marker',
    defaultMessage: '{title}, {price}',
    description: 'Accessible name of a map marker',
  },
  perYearShort: {
    id: 'catalogue.map.perYearShort',
    defaultMessage: '{price}/yr',
    description: 'A map marker of a home for rent: its yearly rent, short',
  },
  perYear: {
    id: 'catalogue.map.perYear',
    defaultMessage: '{price} a year',
    description: "A home for rent in a map marker's accessible name: its yearly rent",
  },
  boundaries: {
    id: 'catalogue.map.boundaries',
    defaultMessage: 'Boundaries: Natural Earth',
    description: 'Credit of the built-in base layer',
  },
  loading: {
    id: 'catalogue.map.loading',
    defaultMessage: 'Loading the map…',
    description: 'While the map chunk loads',
  },
  cluster: {
    id: 'catalogue.map.cluster',
    defaultMessage: '{count, plural, one {# home} other {# homes}} here: zoom in to see them',
    description: 'Accessible name of a map cluster button (a group of nearby homes)',
  },
  clusterHere: {
    id: 'catalogue.map.clusterHere',
    defaultMessage: '{count, plural, one {# home} other {# homes}} in the same place: show them',
    description:
      'Accessible name of a group of homes at the closest zoom (too close to tell apart)',
  },
  touchHint: {
    id: 'catalogue.map.touchHint',
    defaultMessage: 'Use two fingers to move the map',
    description: 'Shown over the map when it is touched with one finger (the page scrolls instead)',
  },
  wheelHint: {
    id: 'catalogue.map.wheelHint',
    defaultMessage: 'Use Ctrl + scroll to zoom the map',
    description: 'Shown over the map when the mouse wheel scrolls the page',
  },
  wheelHintMac: {
    id: 'catalogue.map.wheelHintMac',
    defaultMessage: 'Use ⌘ + scroll to zoom the map',
    description: 'Shown over the map on a Mac when the mouse wheel scrolls the page',
  },
  markersShown: {
    id: 'catalogue.map.markersShown',
    defaultMessage:
      '{count, plural, =0 {No homes on the map} one {# home on the map} other {# homes on the map}}',
    description: 'Announced when the markers change',
  },
  selected: {
    id: 'catalogue.map.selected',
    defaultMessage:
      '{count, plural, one {The home chosen on the map} other {The # homes in this place}}',
    description:
      'Accessible name of the card(s) shown over the map when a home or a group at the closest zoom is chosen',
  },
  narrow: {
    id: 'catalogue.map.narrow',
    defaultMessage: 'List only the area shown',
    description: 'Button beside "the map shows X of Y": searches only the area the map shows',
  },
  locationLabel: {
    id: 'catalogue.map.locationLabel',
    defaultMessage: 'Map: the home is in {place}',
    description: 'Text alternative of the small map on a listing page; place is district and city',
  },
  partial: {
    id: 'catalogue.map.partial',
    defaultMessage:
      'The map shows {shown} of {count} homes. Narrow the filters, or zoom in and list only the area shown.',
    description: 'Above the map when it cannot show every result',
  },
});
