import type { PublishedListing, PublishedListingKind } from '../../../generated/model';
import { iso } from '../../lib/clock';
import {
  isAdvertisedProject,
  isAdvertisedProperty,
  isAdvertisedUnit,
  isPublishedDesign,
} from './advertised';
import { SEED_DAY } from './details';
import { agencies, projects, properties, unitDesigns } from './store';
import type { MockUnit } from './types';
import { units } from './units-store';

/** The latest of ISO times (all UTC, so they compare as text); the seed's day when there is none. */
const latest = (dates: string[]) =>
  dates.reduce((last, date) => (date > last ? date : last), '') || iso(SEED_DAY);

/**
 * When a unit was advertised: a seeded unit when its advertisement was released, a unit the market
 * listed then. It last changed then too (the sitemaps) and it is the units list's `published_at`.
 */
export const unitAdvertisedAt = (unit: MockUnit) =>
  unit.listedAt === undefined ? `${unit.license.release_date}T09:00:00.000Z` : iso(unit.listedAt);

const unitsUpdatedAt = (test: (unit: MockUnit) => boolean) =>
  latest([...units.values()].filter(test).map(unitAdvertisedAt));

const ROWS: Record<PublishedListingKind, () => PublishedListing[]> = {
  property: () =>
    [...properties.values()]
      .filter(isAdvertisedProperty)
      .map(({ id, updated_at }) => ({ id, updated_at })),
  unit: () =>
    [...units.values()]
      .filter(isAdvertisedUnit)
      .map((unit) => ({ id: unit.id, updated_at: unitAdvertisedAt(unit) })),
  project: () =>
    [...projects.values()].filter(isAdvertisedProject).map(({ id }) => ({
      id,
      updated_at: unitsUpdatedAt((unit) => unit.project_id === id),
    })),
  unit_design: () =>
    [...unitDesigns.values()].filter(isPublishedDesign).map(({ id }) => ({
      id,
      updated_at: unitsUpdatedAt((unit) => unit.design_id === id),
    })),
  agency: () =>
    [...agencies.values()].map(({ id }) => ({
      id,
      updated_at: latest(
        [...properties.values()]
          .filter((property) => property.agencyId === id)
          .map((property) => property.updated_at),
      ),
    })),
};

/** The ids the sitemaps list (what the catalogue's lists give), by id, with when each last changed. */
export const publishedListings = (kind: PublishedListingKind): PublishedListing[] =>
  ROWS[kind]().sort((a, b) => a.id - b.id);
