import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { firstQueries, PropertyDetail, useRouteId } from '@/features/catalogue';

const messages = defineMessages({
  title: { id: 'pages.property.title', defaultMessage: 'Property', description: 'Page title' },
  description: {
    id: 'pages.property.description',
    defaultMessage: 'Property details, licence and financing.',
    description: 'Page meta description',
  },
});

/** Starts as soon as this page's code arrives (src/app/router.tsx). */
export const firstQuery = firstQueries.property;

export default function PropertyPage() {
  const intl = useIntl();
  const id = useRouteId();
  return (
    <PropertyDetail
      key={id}
      id={id}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
