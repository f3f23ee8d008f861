import type { UnadvertisedReason } from '../../../generated/model';
import { projects } from './store';
import type { MockProject, MockProperty, MockUnit } from './types';
import { units } from './units-store';

/** What the rule reads of a listing. */
type MarketState = { withdrawn: boolean; sold: boolean; licenseExpired: boolean };

/**
 * The one rule of the contract's `UnadvertisedReason`: the first of withdrawn, sold and an expired
 * licence, or null while the listing is advertised. Details, lists and the sitemaps' ids all ask it.
 */
export const unadvertisedReason = (state: MarketState): UnadvertisedReason =>
  state.withdrawn
    ? 'withdrawn'
    : state.sold
      ? 'sold'
      : state.licenseExpired
        ? 'license_expired'
        : null;

const unitState = (unit: MockUnit): MarketState => ({
  withdrawn: unit.status === 'unlisted',
  sold: unit.status === 'sold',
  licenseExpired: !unit.license.is_valid,
});

export const unitReason = (unit: MockUnit) => unadvertisedReason(unitState(unit));

/** A unit's listing is off the market when it is, or when its unit is. */
export function propertyReason(property: MockProperty): UnadvertisedReason {
  const unit = property.unitId === undefined ? undefined : units.get(property.unitId);
  const ofUnit = unit && unitState(unit);
  return unadvertisedReason({
    withdrawn: property.offMarket === 'withdrawn' || ofUnit?.withdrawn === true,
    sold: property.offMarket === 'sold' || ofUnit?.sold === true,
    licenseExpired: property.license?.is_valid === false || ofUnit?.licenseExpired === true,
  });
}

/** A project is sold once every public unit of it is; it carries no licence of its own. */
export function projectReason(project: MockProject): UnadvertisedReason {
  const own = [...units.values()].filter(
    (unit) => unit.project_id === project.id && unit.status !== 'unlisted',
  );
  return unadvertisedReason({
    withdrawn: project.withdrawn === true,
    sold: own.length > 0 && own.every((unit) => unit.status === 'sold'),
    licenseExpired: false,
  });
}

export const isAdvertisedUnit = (unit: MockUnit) => unitReason(unit) === null;
export const isAdvertisedProperty = (property: MockProperty) => propertyReason(property) === null;
export const isAdvertisedProject = (project: MockProject) => projectReason(project) === null;
/** A unit design is on the site while its project is advertised. */
export const isPublishedDesign = (design: { projectId: number }) =>
  isAdvertisedProject(projects.get(design.projectId)!);

/** The two fields of a detail answer. */
export const advertising = (reason: UnadvertisedReason) => ({
  advertised: reason === null,
  unadvertised_reason: reason,
});
