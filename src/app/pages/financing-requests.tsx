import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

const messages = defineMessages({
  title: {
    id: 'pages.financingRequests.title',
    defaultMessage: 'Financing requests',
    description: 'Page title',
  },
  description: {
    id: 'pages.financingRequests.description',
    defaultMessage: 'Create and follow your mortgage financing requests.',
    description: 'Page meta description',
  },
});

export default function FinancingRequestsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
