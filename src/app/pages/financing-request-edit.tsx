import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

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
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
