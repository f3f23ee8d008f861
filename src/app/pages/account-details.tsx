import { defineMessages } from '@/i18n/define-messages';
import { AccountDetails, AccountPage } from '@/features/account';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.accountDetails.description',
      defaultMessage: 'Your personal details and email.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.accountDetails,
};

export default function AccountDetailsPage() {
  return (
    <AccountPage title={messages.title} description={messages.description}>
      <AccountDetails />
    </AccountPage>
  );
}
