import { base, Faker } from '@faker-js/faker';
import { seedAgencies } from './agencies';
import { seedProjects } from './seed-projects';
import { seedProperties } from './seed-properties';
import { seedUnits } from './seed-units';
import type { MockAgency, MockProject, MockProperty, MockUnit, MockUnitDesign } from './types';

/** The fixed seed: the same catalogue on every start. Each unit and listing reseeds with seed + id. */
export const CATALOGUE_SEED = 20250601;

export type CatalogueSeed = {
  agencies: MockAgency[];
  projects: MockProject[];
  designs: MockUnitDesign[];
  units: MockUnit[];
  properties: MockProperty[];
};

export function buildCatalogue(): CatalogueSeed {
  const f = new Faker({ locale: [base] });
  f.seed(CATALOGUE_SEED);
  const agencies = seedAgencies();
  const agencyIndex = new Map(agencies.map((agency) => [agency.id, agency]));
  const { projects, designs } = seedProjects(f);
  const units = seedUnits(f, CATALOGUE_SEED, projects, designs, agencyIndex);
  const properties = seedProperties(f, CATALOGUE_SEED, projects, units, agencyIndex);
  return { agencies, projects, designs, units, properties };
}
