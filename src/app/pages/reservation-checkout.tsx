import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

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

export default function ReservationCheckoutPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
