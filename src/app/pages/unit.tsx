import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { firstQueries, UnitDetail, useRouteId } from '@/features/catalogue';

const messages = defineMessages({
  title: { id: 'pages.unit.title', defaultMessage: 'Unit', description: 'Page title' },
  description: {
    id: 'pages.unit.description',
    defaultMessage: 'Unit details, price and reservation.',
    description: 'Page meta description',
  },
});

/** Starts as soon as this page's code arrives (src/app/router.tsx). */
export const firstQuery = firstQueries.unit;

export default function UnitPage() {
  const intl = useIntl();
  const id = useRouteId();
  return (
    <UnitDetail
      key={id}
      id={id}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
