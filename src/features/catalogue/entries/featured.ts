// The home page's part of the catalogue: which projects it features (their call).
export { FEATURED_PROJECTS } from '../featured';
