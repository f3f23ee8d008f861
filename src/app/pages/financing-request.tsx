import { useIntl } from 'react-intl';
import { financingDetailMessages, RequestDetail, useFinancingRequest } from '@/features/financing';
import { FinancingPage, useRequestCrumbs, useRequestId } from './financing-layout';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export default function FinancingRequestPage() {
  const intl = useIntl();
  const requestId = useRequestId();
  const number = useFinancingRequest(requestId).data?.number;
  const title = number
    ? intl.formatMessage(financingDetailMessages.heading, { number })
    : intl.formatMessage(pageTitles.financingRequest);
  return (
    <FinancingPage
      title={title}
      description={intl.formatMessage(pageDescriptions.financingRequest)}
      crumbs={useRequestCrumbs(requestId)}
    >
      <RequestDetail key={requestId} requestId={requestId} />
    </FinancingPage>
  );
}
