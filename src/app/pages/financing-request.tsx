import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

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
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
