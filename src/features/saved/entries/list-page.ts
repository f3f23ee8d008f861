// The list pages' entry: only "Save this search", so a list page loads none of the account's saved lists.
export { SaveSearch } from '../components/save-search';
