/** The seeded catalogue: agencies, projects, unit designs, units (live statuses) and property listings. */
export type {
  MockAgency,
  MockImage,
  MockProject,
  MockProperty,
  MockUnit,
  MockUnitDesign,
} from './types';
export { findUnit, setUnitStatus, units } from './units-store';
export { agencies, DELETED_IDS, projects, properties, unitDesigns } from './store';
export { designStats, projectStats } from './stats';
export {
  isAdvertisedProject,
  isAdvertisedProperty,
  isAdvertisedUnit,
  isPublishedDesign,
  unadvertisedReason,
} from './advertised';
export { publishedListings, unitAdvertisedAt } from './published';
export * from './views';
export * from './views-property';
