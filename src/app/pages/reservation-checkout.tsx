import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { Page } from '@/components/page';
import { checkoutQueries, positiveId, ReservationCheckout } from '@/features/reservation';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export const queries = checkoutQueries;

export default function ReservationCheckoutPage() {
  const intl = useIntl();
  const unitId = positiveId(useParams<{ id: string }>().id) ?? -1;
  return (
    <Page
      title={intl.formatMessage(pageTitles.reservationCheckout)}
      description={intl.formatMessage(pageDescriptions.reservationCheckout)}
    >
      <ReservationCheckout key={unitId} unitId={unitId} />
    </Page>
  );
}
