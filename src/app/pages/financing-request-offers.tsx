import { useIntl } from 'react-intl';
import { OffersView } from '@/features/financing/entries/offers';
import { financingQueries } from '@/features/financing/entries/request';
import { FinancingPage, useRequestCrumbs, useRequestId } from './financing-layout';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export const queries = financingQueries.offers;

export default function FinancingRequestOffersPage() {
  const intl = useIntl();
  const requestId = useRequestId();
  const title = intl.formatMessage(pageTitles.financingRequestOffers);
  return (
    <FinancingPage
      title={title}
      description={intl.formatMessage(pageDescriptions.financingRequestOffers)}
      crumbs={useRequestCrumbs(requestId, title)}
    >
      <OffersView key={requestId} requestId={requestId} />
    </FinancingPage>
  );
}
