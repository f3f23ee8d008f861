import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

const messages = defineMessages({
  title: { id: 'pages.account.title', defaultMessage: 'My account', description: 'Page title' },
  description: {
    id: 'pages.account.description',
    defaultMessage: 'Your profile, requests and reservations.',
    description: 'Page meta description',
  },
});

export default function AccountPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
