import { getGetUnitQueryOptions } from '@generated/api/catalogue/catalogue';
import {
  getGetPaymentQueryOptions,
  getListReservationsQueryOptions,
} from '@generated/api/reservations/reservations';
import type { PageQueries } from '@/lib/http/react-query';
import { CURRENT_RESERVATIONS } from './use-unit-reservation';

/** A positive id in the address (`:id`, `?payment=`), or undefined. */
export const positiveId = (value: string | null | undefined) =>
  value && /^\d{1,12}$/.test(value) ? Number(value) : undefined;

/**
 * The checkout's first screen, made by the server with the customer's session: the unit, the
 * customer's current reservations (unless the address names one) and the payment it follows. Same
 * keys as the checkout's hooks, which find the answers in the cache.
 */
export const checkoutQueries: PageQueries = ({ params, search }) => {
  const unitId = positiveId(params.id);
  const address = new URLSearchParams(search);
  const paymentId = positiveId(address.get('payment'));
  if (!unitId) return [];
  return [
    getGetUnitQueryOptions(unitId),
    ...(positiveId(address.get('reservation'))
      ? []
      : [getListReservationsQueryOptions(CURRENT_RESERVATIONS)]),
    ...(paymentId ? [getGetPaymentQueryOptions(paymentId)] : []),
  ];
};
