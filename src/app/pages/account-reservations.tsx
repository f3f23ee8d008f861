import { defineMessages } from '@/i18n/define-messages';
import { ReservationList } from '@/entities/reservation';
import { AccountPage } from '@/features/account';
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
  return (
    <AccountPage title={messages.title} description={messages.description}>
      <ReservationList />
    </AccountPage>
  );
}
