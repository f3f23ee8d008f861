import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { financingDetailMessages, RequestDetail, useFinancingRequest } from '@/features/financing';
import { FinancingPage, useRequestCrumbs, useRequestId } from './financing-layout';

const messages = defineMessages({
  title: {
    id: 'pages.financingRequest.title',
    defaultMessage: 'Financing request',
    description: 'Page title',
  },
  description: {
    id: 'pages.financingRequest.description',
    defaultMessage: 'The status and details of your financing request.',
    description: 'Page meta description',
  },
});

export default function FinancingRequestPage() {
  const intl = useIntl();
  const requestId = useRequestId();
  const number = useFinancingRequest(requestId).data?.number;
  const title = number
    ? intl.formatMessage(financingDetailMessages.heading, { number })
    : intl.formatMessage(messages.title);
  return (
    <FinancingPage
      title={title}
      description={intl.formatMessage(messages.description)}
      crumbs={useRequestCrumbs(requestId)}
    >
      <RequestDetail key={requestId} requestId={requestId} />
    </FinancingPage>
  );
}
