import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { AccountNav, FinancingRequestList } from '@/features/account';

const messages = defineMessages({
  title: {
    id: 'pages.accountRequests.title',
    defaultMessage: 'My financing requests',
    description: 'Page title',
  },
  description: {
    id: 'pages.accountRequests.description',
    defaultMessage: 'Your financing requests and their status.',
    description: 'Page meta description',
  },
});

export default function AccountRequestsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <AccountNav />
      <FinancingRequestList />
    </Page>
  );
}
