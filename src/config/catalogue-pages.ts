// The catalogue's kinds of record and their pages: a list (`/projects`) and one record
// (`/projects/17`), by route name (src/config/paths.ts). One table for the router
// (src/app/router/router.tsx): one list page and one record page for every kind.
export type ListRoute = 'properties' | 'projects' | 'units' | 'unitDesigns';
export type RecordRoute = 'property' | 'project' | 'unit' | 'unitDesign' | 'agency';
export type CataloguePage = { kind: string; list?: ListRoute; record: RecordRoute };

export const CATALOGUE_PAGES: readonly CataloguePage[] = [
  { kind: 'properties', list: 'properties', record: 'property' },
  { kind: 'projects', list: 'projects', record: 'project' },
  { kind: 'units', list: 'units', record: 'unit' },
  { kind: 'unit-designs', list: 'unitDesigns', record: 'unitDesign' },
  { kind: 'agencies', record: 'agency' },
];
