import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

const messages = defineMessages({
  title: {
    id: 'pages.unsecureNetwork.title',
    defaultMessage: 'Insecure connection',
    description: 'Page title',
  },
  description: {
    id: 'pages.unsecureNetwork.description',
    defaultMessage: 'Your connection looks insecure.',
    description: 'Page meta description',
  },
});

export default function UnsecureNetworkPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
