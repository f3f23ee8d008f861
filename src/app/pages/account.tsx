import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { AccountNav, AccountOverview, NotificationList } from '@/features/account';
import { useSession } from '@/lib/session';

const messages = defineMessages({
  title: { id: 'pages.account.title', defaultMessage: 'My account', description: 'Page title' },
  description: {
    id: 'pages.account.description',
    defaultMessage: 'Your profile, requests and reservations.',
    description: 'Page meta description',
  },
});

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
