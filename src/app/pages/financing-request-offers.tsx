import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { OffersView } from '@/features/financing/offers';
import { financingQueries } from '@/features/financing/request';
import { FinancingPage, useRequestCrumbs, useRequestId } from './financing-layout';

export const queries = financingQueries.offers;

const messages = defineMessages({
  title: {
    id: 'pages.financingRequestOffers.title',
    defaultMessage: 'Financing offers',
    description: 'Page title',
  },
  description: {
    id: 'pages.financingRequestOffers.description',
    defaultMessage: 'Compare the offers of banks and choose one.',
    description: 'Page meta description',
  },
});

export default function FinancingRequestOffersPage() {
  const intl = useIntl();
  const requestId = useRequestId();
  const title = intl.formatMessage(messages.title);
  return (
    <FinancingPage
      title={title}
      description={intl.formatMessage(messages.description)}
      crumbs={useRequestCrumbs(requestId, title)}
    >
      <OffersView key={requestId} requestId={requestId} />
    </FinancingPage>
  );
}
