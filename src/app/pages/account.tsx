import { defineMessages } from '@/i18n/define-messages';
import { AccountOverview, AccountPage, NotificationList } from '@/features/account';
import { useSession } from '@/lib/session';
import { pageTitles } from '@/config/page-titles';
import { RecentlyViewedList } from '@/entities/recently-viewed';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.account.description',
      defaultMessage: 'Your profile, requests and reservations.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.account,
};

export default function AccountHomePage() {
  const { profile } = useSession();
  return (
    <AccountPage title={messages.title} description={messages.description}>
      {profile && <AccountOverview profile={profile} />}
      <NotificationList />
      <RecentlyViewedList />
    </AccountPage>
  );
}
