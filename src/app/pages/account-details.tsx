import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { AccountNav, AccountDetails } from '@/features/account';

const messages = defineMessages({
  title: {
    id: 'pages.accountDetails.title',
    defaultMessage: 'Account details',
    description: 'Page title',
  },
  description: {
    id: 'pages.accountDetails.description',
    defaultMessage: 'Your personal details and email.',
    description: 'Page meta description',
  },
});

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
