// The home page's featured projects, loaded as their section comes into view.
export { default } from '../components/featured-projects';
