import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

const messages = defineMessages({
  title: { id: 'pages.unit.title', defaultMessage: 'Unit', description: 'Page title' },
  description: {
    id: 'pages.unit.description',
    defaultMessage: 'Unit details, price and reservation.',
    description: 'Page meta description',
  },
});

export default function UnitPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
