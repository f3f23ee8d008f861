// What the home page's calls need to know: how many partners it shows.
export { PARTNER_AGENCIES } from '../api/queries';
