import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { checkoutQueries, positiveId, ReservationCheckout } from '@/features/reservation';

const messages = defineMessages({
  title: {
    id: 'pages.reservationCheckout.title',
    defaultMessage: 'Reserve a unit',
    description: 'Page title',
  },
  description: {
    id: 'pages.reservationCheckout.description',
    defaultMessage: 'Reserve the unit and pay for the hold.',
    description: 'Page meta description',
  },
});

export const queries = checkoutQueries;

export default function ReservationCheckoutPage() {
  const intl = useIntl();
  const unitId = positiveId(useParams<{ id: string }>().id) ?? -1;
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <ReservationCheckout key={unitId} unitId={unitId} />
    </Page>
  );
}
