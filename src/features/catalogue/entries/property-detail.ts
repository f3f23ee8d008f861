// The property page's entry: its detail, without the other kinds' code.
export { PropertyDetail } from '../detail/property-detail';
