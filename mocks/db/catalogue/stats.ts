import type { MockUnit } from './types';
import { units } from './units-store';

export type UnitStats = {
  units_total: number;
  units_available: number;
  price_from?: number;
  price_to?: number;
};

/** Counts over the live public units (listed, reserved, sold) matching `test`. */
export function unitStats(test: (unit: MockUnit) => boolean): UnitStats {
  let total = 0;
  const prices: number[] = [];
  for (const unit of units.values()) {
    if (unit.status === 'unlisted' || !test(unit)) continue;
    total += 1;
    if (unit.reservable) prices.push(unit.price);
  }
  return {
    units_total: total,
    units_available: prices.length,
    price_from: prices.length > 0 ? Math.min(...prices) : undefined,
    price_to: prices.length > 0 ? Math.max(...prices) : undefined,
  };
}

export const projectStats = (projectId: number) =>
  unitStats((unit) => unit.project_id === projectId);
export const designStats = (designId: number) => unitStats((unit) => unit.design_id === designId);
