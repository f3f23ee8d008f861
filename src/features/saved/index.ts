export { SavedHomes } from './components/saved-homes';
export { SavedSearches } from './components/saved-searches';
