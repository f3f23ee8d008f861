import { UnitStatus } from '../../generated/model';
import { isAdvertisedUnit, projects, type MockUnit } from '../db/catalogue';
import { enumValues, type QueryReader } from './catalogue-query';
import { readListingFilters } from './listing-filters';

/** The units list's filters (also what a saved search of units matches, see ./saved-market.ts). */
export function readUnitFilters(query: QueryReader): (unit: MockUnit) => boolean {
  const project = query.int('project');
  const design = query.int('unit_design');
  const availableOnly = query.bool('available_only') ?? false;
  const status = query.oneOf('status', enumValues(UnitStatus));
  const listing = readListingFilters(query);
  return (unit) => {
    // A unit is where its project is.
    const { regionId, cityId, districtId } = projects.get(unit.project_id)!;
    return (
      isAdvertisedUnit(unit) &&
      (project === undefined || unit.project_id === project) &&
      (design === undefined || unit.design_id === design) &&
      (!availableOnly || unit.reservable) &&
      (!status || unit.status === status) &&
      listing({ ...unit, regionId, cityId, districtId, area: unit.total_area })
    );
  };
}
