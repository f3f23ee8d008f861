import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetReservationQueryKey,
  getListReservationsQueryKey,
  useGetReservation,
  useListReservations,
} from '@generated/api/reservations/reservations';
import type { Reservation, ReservationStatus } from '@generated/model';

const CURRENT: ReservationStatus[] = ['created', 'waiting_for_transfer', 'confirmed'];
/** The customer's current reservations, where the checkout finds one of its unit. */
export const CURRENT_RESERVATIONS = { status: CURRENT, page_size: 50 };
const POLL_MS = 3000;

/** Reported transfer waiting for the bank: poll until it is reconciled. */
function pollInterval(reservation: Reservation | undefined): number | false {
  return reservation?.status === 'waiting_for_transfer' &&
    reservation.bank_transfer?.transaction_number
    ? POLL_MS
    : false;
}

/**
 * The customer's current reservation of a unit: the one this page made or returned to (`knownId`),
 * else a created, waiting or confirmed one found in their list.
 */
export function useUnitReservation(unitId: number, knownId: number | undefined) {
  const queryClient = useQueryClient();
  const list = useListReservations(CURRENT_RESERVATIONS, {
    query: { enabled: knownId === undefined },
  });
  const found = list.data?.results.find((item) => item.unit.id === unitId);
  const reservationId = knownId ?? found?.id;
  const reservation = useGetReservation(reservationId ?? 0, {
    query: {
      enabled: reservationId !== undefined,
      initialData: knownId === undefined ? found : undefined,
      refetchInterval: (query) => pollInterval(query.state.data),
    },
  });
  const store = useCallback(
    (next: Reservation) => {
      queryClient.setQueryData(getGetReservationQueryKey(next.id), next);
      void queryClient.invalidateQueries({ queryKey: getListReservationsQueryKey() });
    },
    [queryClient],
  );
  return {
    isPending:
      (knownId === undefined && list.isPending) ||
      (reservationId !== undefined && reservation.isPending),
    error: list.error ?? reservation.error,
    refetch: () => void (knownId === undefined ? list.refetch() : reservation.refetch()),
    reservation: reservationId === undefined ? undefined : reservation.data,
    store,
  };
}
