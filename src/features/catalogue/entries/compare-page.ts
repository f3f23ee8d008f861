// The compare page's entry: the table of the shortlist and the calls of its first screen.
export { ComparePage } from '../compare/compare-page';
export { compareQueries } from '../api/compare-queries';
