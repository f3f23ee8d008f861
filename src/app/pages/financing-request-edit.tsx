import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { financingListMessages, financingQueries } from '@/features/financing/request';
import { FinancingWizard } from '@/features/financing/wizard';
import { FinancingPage, useRequestCrumbs, useRequestId } from './financing-layout';

export const queries = financingQueries.edit;

const messages = defineMessages({
  title: {
    id: 'pages.financingRequestEdit.title',
    defaultMessage: 'Complete your financing request',
    description: 'Page title',
  },
  description: {
    id: 'pages.financingRequestEdit.description',
    defaultMessage: 'Fill in the steps of your financing request.',
    description: 'Page meta description',
  },
});

export default function FinancingRequestEditPage() {
  const intl = useIntl();
  const requestId = useRequestId();
  return (
    <FinancingPage
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      crumbs={useRequestCrumbs(requestId, intl.formatMessage(financingListMessages.createTitle))}
    >
      <FinancingWizard key={requestId} requestId={requestId} />
    </FinancingPage>
  );
}
