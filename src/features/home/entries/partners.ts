// The home page's partners, loaded as their section comes into view.
export { Partners } from '../components/partners';
