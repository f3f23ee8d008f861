export { PropertiesSearch } from './components/properties-search';
export { ProjectsBrowser, UnitDesignsBrowser, UnitsBrowser } from './components/list-browsers';
export { PropertyDetail } from './detail/property-detail';
export { UnitDetail } from './detail/unit-detail';
export { ProjectDetail } from './detail/project-detail';
export { UnitDesignDetail } from './detail/unit-design-detail';
export { AgencyDetail } from './detail/agency-detail';
export { firstQueries } from './prefetch';
export { useRouteId } from './use-route-id';
