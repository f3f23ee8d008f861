import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { ReservationList } from '@/entities/reservation';
import { AccountNav } from '@/features/account';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.accountReservations.description',
      defaultMessage: 'Your unit reservations and their status.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.accountReservations,
};

export default function AccountReservationsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <AccountNav />
      <ReservationList />
    </Page>
  );
}
