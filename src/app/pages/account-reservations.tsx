import { ReservationList } from '@/entities/reservation';
import { AccountPage } from '@/features/account';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export default function AccountReservationsPage() {
  return (
    <AccountPage
      title={pageTitles.accountReservations}
      description={pageDescriptions.accountReservations}
    >
      <ReservationList />
    </AccountPage>
  );
}
