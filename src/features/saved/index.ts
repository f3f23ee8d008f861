export { SavedHomes } from './components/saved-homes';
export { SavedSearches } from './components/saved-searches';
export { SaveSearch } from './components/save-search';
