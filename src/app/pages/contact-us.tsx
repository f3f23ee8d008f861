import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

const messages = defineMessages({
  title: { id: 'pages.contactUs.title', defaultMessage: 'Contact us', description: 'Page title' },
  description: {
    id: 'pages.contactUs.description',
    defaultMessage: 'Send us a question, a suggestion or a complaint.',
    description: 'Page meta description',
  },
});

export default function ContactUsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
