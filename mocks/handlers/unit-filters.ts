import { UnitStatus } from '../../generated/model';
import { isAdvertisedUnit, type MockUnit } from '../db/catalogue';
import { QueryReader, within } from './catalogue-query';

const statuses = Object.values(UnitStatus) as UnitStatus[];

/** The units list's filters (also what a saved search of units matches, see ./saved-market.ts). */
export function readUnitFilters(query: QueryReader): (unit: MockUnit) => boolean {
  const project = query.int('project');
  const design = query.int('unit_design');
  const availableOnly = query.bool('available_only') ?? false;
  const status = query.oneOf('status', statuses);
  const price = query.range('price');
  const bedrooms = query.int('bedrooms', { min: 1, max: 10 });
  return (unit) =>
    isAdvertisedUnit(unit) &&
    (project === undefined || unit.project_id === project) &&
    (design === undefined || unit.design_id === design) &&
    (!availableOnly || unit.reservable) &&
    (!status || unit.status === status) &&
    within(unit.price, price) &&
    (bedrooms === undefined || unit.bedrooms >= bedrooms);
}
