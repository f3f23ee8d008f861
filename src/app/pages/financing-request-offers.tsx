import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

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
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
