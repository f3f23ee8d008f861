import { useIntl } from 'react-intl';
import { financingListMessages, financingQueries } from '@/features/financing/entries/request';
import { FinancingWizard } from '@/features/financing/entries/wizard';
import { FinancingPage, useRequestCrumbs, useRequestId } from './financing-layout';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export const queries = financingQueries.edit;

export default function FinancingRequestEditPage() {
  const intl = useIntl();
  const requestId = useRequestId();
  return (
    <FinancingPage
      title={intl.formatMessage(pageTitles.financingRequestEdit)}
      description={intl.formatMessage(pageDescriptions.financingRequestEdit)}
      crumbs={useRequestCrumbs(requestId, intl.formatMessage(financingListMessages.createTitle))}
    >
      <FinancingWizard key={requestId} requestId={requestId} />
    </FinancingPage>
  );
}
