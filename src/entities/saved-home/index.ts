export { SaveButton } from './save-button';
export { pendingSaveOfSearch, rememberPendingSave } from './pending-save';
export { alertFrequencyMessages, savedHomeMessages } from './messages';
export { useSavedHomes, useToggleSaved, type SavedListing } from './use-saved-homes';
export {
  LISTING_FILTER_KEYS,
  oneOf,
  parseAvailable,
  parseListingFilters,
  positive,
  type ListingFilters,
} from './listing-filters';
export {
  priceRangeMessages,
  propertyGroupMessages,
  propertyTypeMessages,
  purposeMessages,
} from './listing-messages';
export {
  criteriaOfQuery,
  searchCriteria,
  searchName,
  type Criterion,
  type SearchCriteria,
} from './search-criteria';
export { usePlaceNames } from './use-place-names';
export { useSavedSearchName } from './use-saved-search-name';
