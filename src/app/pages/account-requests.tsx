import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { FinancingRequestList } from '@/entities/financing-request';
import { AccountPage } from '@/features/account';
import { pageDescriptions, pageTitles } from '@/config/page-titles';
import { commonMessages } from '@/components/messages';

const messages = {
  title: pageTitles.accountRequests,
  newRequest: commonMessages.requestFinancing,
};

export default function AccountRequestsPage() {
  const intl = useIntl();
  return (
    <AccountPage title={messages.title} description={pageDescriptions.accountRequests}>
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
