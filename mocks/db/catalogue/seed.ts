import { base, Faker } from '@faker-js/faker';
import { seedAgencies } from './agencies';
import { seedProjects } from './seed-projects';
import { seedProperties } from './seed-properties';
import { seedUnits } from './seed-units';
import type { MockAgency, MockProject, MockProperty, MockUnit, MockUnitDesign } from './types';

/** The fixed seed: the same catalogue on every start. Each unit and listing reseeds with seed + id. */
export const CATALOGUE_SEED = 20250601;

/** Listings their advertisers took off the market (docs/mock-backend.md, "Test values"). */
export const OFF_MARKET = {
  properties: { 1070: 'withdrawn', 1120: 'withdrawn', 1080: 'sold', 1140: 'sold' },
  project: 12,
} as const;

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
  for (const property of properties)
    property.offMarket = OFF_MARKET.properties[property.id as keyof typeof OFF_MARKET.properties];
  // Withdrawing a project unlists its units; done after the listings were drawn, so no seeded id moves.
  projects.find((project) => project.id === OFF_MARKET.project)!.withdrawn = true;
  for (const unit of units.filter((item) => item.project_id === OFF_MARKET.project)) {
    unit.status = 'unlisted';
    unit.reservable = false;
  }
  return { agencies, projects, designs, units, properties };
}
