import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { AccountNav, AccountDetails } from '@/features/account';
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
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <AccountNav />
      <AccountDetails />
    </Page>
  );
}
