import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { UnitDesignsBrowser } from '@/features/catalogue';

const messages = defineMessages({
  title: {
    id: 'pages.unitDesigns.title',
    defaultMessage: 'Unit designs',
    description: 'Page title',
  },
  description: {
    id: 'pages.unitDesigns.description',
    defaultMessage: 'Floor plans and designs of units.',
    description: 'Page meta description',
  },
});

export default function UnitDesignsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <UnitDesignsBrowser />
    </Page>
  );
}
