import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useGetReservation } from '@generated/api/reservations/reservations';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Container, Page } from '@/components/page';
import { pageDescriptions, pageTitles } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { reservationMessages } from '@/entities/reservation';
import { ReservationDetail } from '@/features/reservation';

/** The `:id` of the route (−1 when it is not a number: the API answers 404). */
function useReservationId(): number {
  const { id = '' } = useParams<{ id: string }>();
  return /^\d{1,12}$/.test(id) ? Number(id) : -1;
}

export default function AccountReservationPage() {
  const intl = useIntl();
  const reservationId = useReservationId();
  const number = useGetReservation(reservationId).data?.number;
  const list = intl.formatMessage(pageTitles.accountReservations);
  const title = number
    ? intl.formatMessage(reservationMessages.reservationNumber, { number })
    : intl.formatMessage(pageTitles.accountReservation);
  return (
    <>
      <Container>
        <Breadcrumbs
          items={[
            { label: intl.formatMessage(pageTitles.account), href: paths.account.getHref() },
            { label: list, href: paths.accountReservations.getHref() },
            { label: title },
          ]}
        />
      </Container>
      <Page title={title} description={intl.formatMessage(pageDescriptions.accountReservation)}>
        <ReservationDetail key={reservationId} reservationId={reservationId} />
      </Page>
    </>
  );
}
