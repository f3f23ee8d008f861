export { Careers } from './components/careers';
