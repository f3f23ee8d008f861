import { onReset } from '../registry';
import { buildCatalogue } from './seed';
import type { MockAgency, MockProject, MockProperty, MockUnitDesign } from './types';
import { units } from './units-store';

const seed = buildCatalogue();

/** Read-only parts of the catalogue (only unit statuses change at run time). */
export const agencies: ReadonlyMap<number, MockAgency> = new Map(
  seed.agencies.map((item) => [item.id, item]),
);
export const projects: ReadonlyMap<number, MockProject> = new Map(
  seed.projects.map((item) => [item.id, item]),
);
export const unitDesigns: ReadonlyMap<number, MockUnitDesign> = new Map(
  seed.designs.map((item) => [item.id, item]),
);
export const properties: ReadonlyMap<number, MockProperty> = new Map(
  seed.properties.map((item) => [item.id, item]),
);

/** Ids that answer 404 (the "no longer available" screens); any other unknown id does too. */
export const DELETED_IDS = {
  project: 9999,
  property: 9999,
  unit: 9999,
  unitDesign: 9999,
  agency: 9999,
} as const;

onReset(() => {
  units.clear();
  for (const unit of seed.units) units.set(unit.id, structuredClone(unit));
});
