import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { defineMessages } from '@/i18n/define-messages';
import { paths } from '@/config/paths';
import { FinancingRequestList } from '@/entities/financing-request';
import { AccountPage } from '@/features/account';
import { pageTitles } from '@/config/page-titles';
import { commonMessages } from '@/components/messages';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.accountRequests.description',
      defaultMessage: 'Your financing requests and their status.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.accountRequests,
  newRequest: commonMessages.requestFinancing,
};

export default function AccountRequestsPage() {
  const intl = useIntl();
  return (
    <AccountPage title={messages.title} description={messages.description}>
      <FinancingRequestList
        emptyAction={
          <Link href={paths.financingRequests.getHref()}>
            {intl.formatMessage(messages.newRequest)}
          </Link>
        }
      />
    </AccountPage>
  );
}
