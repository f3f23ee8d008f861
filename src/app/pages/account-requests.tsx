import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { FinancingRequestList } from '@/entities/financing-request';
import { AccountNav } from '@/features/account';

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
  newRequest: {
    id: 'pages.accountRequests.newRequest',
    defaultMessage: 'Request financing',
    description: 'Link from the empty list of financing requests to start one',
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
      <FinancingRequestList
        emptyAction={
          <Link href={paths.financingRequests.getHref()}>
            {intl.formatMessage(messages.newRequest)}
          </Link>
        }
      />
    </Page>
  );
}
