// The lists' public entry; the detail pages have theirs in ./detail (a chunk of their own).
export { PropertiesSearch } from './components/properties-search';
export { ProjectsBrowser, UnitDesignsBrowser } from './components/list-browsers';
export { UnitsBrowser } from './components/units-search';
export { listQueries } from './api/list-queries';
