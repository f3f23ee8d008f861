import type { UnitStatus } from '../../../generated/model';
import type { MockUnit } from './types';
import { scoped } from '../../lib/namespace';

/** The live units (restored from the seed by `onReset`, see ./index.ts). */
export const units = scoped(() => new Map<number, MockUnit>());

export function findUnit(id: number): MockUnit | undefined {
  return units.get(id);
}

/** Changes a unit's sales status; `reservable` follows (`listed` with a valid licence). */
export function setUnitStatus(id: number, status: UnitStatus): void {
  const unit = units.get(id);
  if (!unit) return;
  unit.status = status;
  unit.reservable = status === 'listed' && unit.license.is_valid;
}
