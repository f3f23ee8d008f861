// The detail pages' public entry, apart from the lists' (../index.ts): a list page loads none of it.
export { PropertyDetail } from './property-detail';
export { UnitDetail } from './unit-detail';
export { ProjectDetail } from './project-detail';
export { UnitDesignDetail } from './unit-design-detail';
export { AgencyDetail } from './agency-detail';
export { recordQueries } from '../api/record-queries';
