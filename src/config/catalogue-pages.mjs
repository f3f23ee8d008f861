// The catalogue's kinds of record and their pages: a list (`/projects`) and one record
// (`/projects/17`), by route name (src/config/paths.ts). One table for the router (src/app/router/router.tsx,
// one list page and one record page for every kind), the build's prerender (scripts/prerender.mjs)
// and the servers (scripts/detail-pages.mjs). Plain JavaScript, so Node scripts read it as it is.
export const CATALOGUE_PAGES = [
  { kind: 'properties', list: 'properties', record: 'property' },
  { kind: 'projects', list: 'projects', record: 'project' },
  { kind: 'units', list: 'units', record: 'unit' },
  { kind: 'unit-designs', list: 'unitDesigns', record: 'unitDesign' },
  { kind: 'agencies', record: 'agency' },
];
