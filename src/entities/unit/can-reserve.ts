import type { ErrorCode, Unit } from '@generated/model';

/**
 * The one rule of what may be reserved, read from the unit before anything is offered: the answer is
 * the reason it may not (the code the API would answer), or undefined when it may. An expired
 * advertising licence takes the ad off the market (REGA); a `reserved` unit is held by someone else
 * (trying would only use up one of the day's attempts).
 */
export function reserveBlock(
  unit: Pick<Unit, 'reservable' | 'status' | 'advertising_license'>,
): ErrorCode | undefined {
  if (unit.advertising_license && !unit.advertising_license.is_valid)
    return 'unit__license_expired';
  if (unit.reservable) return undefined;
  return unit.status === 'reserved' ? 'unit__already_reserved' : 'unit__not_available';
}

export const canReserve = (unit: Parameters<typeof reserveBlock>[0]): boolean =>
  reserveBlock(unit) === undefined;
