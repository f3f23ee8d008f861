import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useListReservations } from '@generated/api/reservations/reservations';
import { PagedList } from '@/components/paged-list';
import { usePageParam } from '@/components/pagination';
import { paths } from '@/config/paths';
import { reservationMessages as m } from './messages';
import { ReservationRow } from './reservation-row';

const PAGE_SIZE = 10;

/** The customer's reservations, newest first, each with its status and details, a page at a time. */
export function ReservationList() {
  const intl = useIntl();
  const page = usePageParam();
  const query = useListReservations({ page, page_size: PAGE_SIZE });
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      empty={intl.formatMessage(m.noReservations)}
      emptyAction={<Link href={paths.units.getHref()}>{intl.formatMessage(m.browseUnits)}</Link>}
    >
      {(reservation) => <ReservationRow key={reservation.id} reservation={reservation} />}
    </PagedList>
  );
}
