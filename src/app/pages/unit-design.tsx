import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { firstQueries, UnitDesignDetail, useRouteId } from '@/features/catalogue';

const messages = defineMessages({
  title: { id: 'pages.unitDesign.title', defaultMessage: 'Unit design', description: 'Page title' },
  description: {
    id: 'pages.unitDesign.description',
    defaultMessage: 'Unit design details and available units.',
    description: 'Page meta description',
  },
});

/** Starts as soon as this page's code arrives (src/app/router.tsx). */
export const firstQuery = firstQueries.unitDesign;

export default function UnitDesignPage() {
  const intl = useIntl();
  const id = useRouteId();
  return (
    <UnitDesignDetail
      key={id}
      id={id}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
