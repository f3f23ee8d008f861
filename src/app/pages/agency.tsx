import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { AgencyDetail, firstQueries, useRouteId } from '@/features/catalogue';

const messages = defineMessages({
  title: { id: 'pages.agency.title', defaultMessage: 'Agency', description: 'Page title' },
  description: {
    id: 'pages.agency.description',
    defaultMessage: 'The agency and its listings.',
    description: 'Page meta description',
  },
});

/** Starts as soon as this page's code arrives (src/app/router.tsx). */
export const firstQuery = firstQueries.agency;

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
