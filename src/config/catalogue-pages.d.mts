export type ListRoute = 'properties' | 'projects' | 'units' | 'unitDesigns';
export type RecordRoute = 'property' | 'project' | 'unit' | 'unitDesign' | 'agency';
export type CataloguePage = { kind: string; list?: ListRoute; record: RecordRoute };
export const CATALOGUE_PAGES: readonly CataloguePage[];
