import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

const messages = defineMessages({
  title: { id: 'pages.agency.title', defaultMessage: 'Agency', description: 'Page title' },
  description: {
    id: 'pages.agency.description',
    defaultMessage: 'The agency and its listings.',
    description: 'Page meta description',
  },
});

export default function AgencyPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
