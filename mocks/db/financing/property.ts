import type { FinancingRequestInput } from '../../../generated/model';
import type { Lang } from '../../lib/http';
import { findUnit, projects } from '../catalogue';
import { districtById } from '../geo';
import { findReservationOf, refreshReservation, type MockReservation } from '../reservations';

/** The fields the server fills from a reserved unit (values sent for them are ignored). */
export const UNIT_FIELDS = [
  'property_type',
  'property_readiness',
  'region_id',
  'city_id',
  'address',
  'estimated_price',
] as const;

/** A reservation a financing request may name: the customer's, `confirmed` or `financing_rejected`. */
export function financeableReservation(
  customerId: number,
  id: unknown,
): MockReservation | undefined {
  if (!Number.isInteger(id)) return undefined;
  const reservation = findReservationOf(customerId, id as number);
  if (!reservation) return undefined;
  const { status } = refreshReservation(reservation);
  return status === 'confirmed' || status === 'financing_rejected' ? reservation : undefined;
}

export function propertyOfReservation(
  reservation: MockReservation,
  lang: Lang,
): FinancingRequestInput {
  const unit = findUnit(reservation.unitId);
  const project = unit ? projects.get(unit.project_id) : undefined;
  if (!unit || !project) return {};
  const district = districtById(project.districtId);
  return {
    property_type: unit.type,
    property_readiness: unit.readiness,
    region_id: project.regionId,
    city_id: project.cityId,
    address: [district?.name[lang], project.name[lang], unit.number]
      .filter(Boolean)
      .join(lang === 'ar' ? '، ' : ', '),
    estimated_price: unit.price,
  };
}
