import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useListReservations } from '@generated/api/reservations/reservations';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/lib/error-messages';
import { listMessages as m } from '../../messages/lists';
import { ItemList } from '../ui';
import { ListPager, usePageParam } from './list-pager';
import { ReservationItem } from './reservation-item';

const PAGE_SIZE = 10;

/** The customer's reservations, newest first, each with its status and details. */
export function ReservationList() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const page = usePageParam();
  const reservations = useListReservations({ page, page_size: PAGE_SIZE });

  if (reservations.isPending) return <PageLoading />;
  if (reservations.isError) {
    return (
      <ErrorState
        message={errorText(reservations.error)}
        onRetry={() => void reservations.refetch()}
      />
    );
  }
  if (reservations.data.count === 0) {
    return (
      <EmptyState
        message={intl.formatMessage(m.noReservations)}
        action={<Link href={paths.units.getHref()}>{intl.formatMessage(m.browseUnits)}</Link>}
      />
    );
  }
  return (
    <>
      <ItemList>
        {reservations.data.results.map((reservation) => (
          <ReservationItem key={reservation.id} reservation={reservation} />
        ))}
      </ItemList>
      <ListPager page={page} count={reservations.data.count} pageSize={PAGE_SIZE} />
    </>
  );
}
