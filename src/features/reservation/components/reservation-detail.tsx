import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import {
  getGetReservationQueryKey,
  getListReservationsQueryKey,
  useGetReservation,
} from '@generated/api/reservations/reservations';
import type { Reservation } from '@generated/model';
import { PanelSection as Panel } from '@/components/panel';
import { ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import {
  ReservationFacts,
  reservationMessages,
  ReservationState,
  ReservationStatusBadge,
} from '@/entities/reservation';
import { commonMessages } from '@/components/messages';
import { useApiErrorText } from '@/lib/error-messages';
import { CancelReservation } from './cancel-reservation';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

/** One reservation of the customer: its state and what to do in it, its figures, cancel. */
export function ReservationDetail({ reservationId }: { reservationId: number }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const query = useGetReservation(reservationId);
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  const reservation = query.data;
  const { unit } = reservation;
  const onCanceled = (canceled: Reservation) => {
    queryClient.setQueryData(getGetReservationQueryKey(reservationId), canceled);
    void queryClient.invalidateQueries({ queryKey: getListReservationsQueryKey() });
  };
  return (
    <Panel aria-labelledby="reservation-heading">
      <Heading>
        <h2 id="reservation-heading">
          {intl.formatMessage(reservationMessages.unit, {
            title: unit.title,
            number: unit.number,
            project: unit.project_name,
          })}
        </h2>
        <ReservationStatusBadge status={reservation.status} refund={reservation.refund} />
      </Heading>
      <ReservationState reservation={reservation} onElapsed={() => void query.refetch()} />
      <ReservationFacts reservation={reservation} />
      <Links>
        <Link href={paths.unit.getHref(unit.id)}>
          {intl.formatMessage(reservationMessages.viewUnit)}
        </Link>
        {reservation.status === 'confirmed' && (
          <Link href={paths.financingRequests.getHref(reservation.id)}>
            {intl.formatMessage(commonMessages.requestFinancing)}
          </Link>
        )}
      </Links>
      <CancelReservation reservation={reservation} onCanceled={onCanceled} />
    </Panel>
  );
}
