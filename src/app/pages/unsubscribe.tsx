import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { AuthLayout } from '@/features/auth';
import { Unsubscribe } from '@/features/message-channels';
import { LanguageSwitch } from '../layout/language-switch';

const messages = defineMessages({
  title: {
    id: 'pages.unsubscribe.title',
    defaultMessage: 'Unsubscribe',
    description: 'Page title',
  },
  description: {
    id: 'pages.unsubscribe.description',
    defaultMessage: 'Stop one kind of message from a link in it.',
    description: 'Page meta description',
  },
});

export default function UnsubscribePage() {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      topEnd={<LanguageSwitch />}
    >
      <Unsubscribe />
    </AuthLayout>
  );
}
