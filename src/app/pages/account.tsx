import { AccountOverview, AccountPage, NotificationList } from '@/features/account';
import { useSession } from '@/lib/session/session';
import { pageDescriptions, pageTitles } from '@/config/page-titles';
import { RecentlyViewedList } from '@/entities/recently-viewed';

export default function AccountHomePage() {
  const { profile } = useSession();
  return (
    <AccountPage title={pageTitles.account} description={pageDescriptions.account}>
      {profile && <AccountOverview profile={profile} />}
      <NotificationList />
      <RecentlyViewedList />
    </AccountPage>
  );
}
