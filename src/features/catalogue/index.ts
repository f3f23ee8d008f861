export { PropertiesSearch } from './components/properties-search';
