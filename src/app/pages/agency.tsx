import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { AgencyDetail, useRouteId } from '@/features/catalogue';

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
  const id = useRouteId();
  return (
    <AgencyDetail
      key={id}
      id={id}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
