import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { AccountNav, AccountOverview, NotificationList } from '@/features/account';
import { useSession } from '@/lib/session';
import { pageTitles } from '@/config/page-titles';

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

export default function AccountPage() {
  const intl = useIntl();
  const { profile } = useSession();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <AccountNav />
      {profile && <AccountOverview profile={profile} />}
      <NotificationList />
    </Page>
  );
}
