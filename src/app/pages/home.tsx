import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

const messages = defineMessages({
  title: {
    id: 'pages.home.title',
    defaultMessage: 'Buy your home in Saudi Arabia',
    description: 'Page title',
  },
  description: {
    id: 'pages.home.description',
    defaultMessage:
      'Browse projects, properties and units, reserve online and compare mortgage offers.',
    description: 'Page meta description',
  },
});

export default function HomePage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
