import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { EmailConfirmation } from '@/features/account';
import { AuthLayout } from '@/features/auth';
import { LanguageSwitch } from '../layout/language-switch';

const messages = defineMessages({
  title: {
    id: 'pages.emailConfirmation.title',
    defaultMessage: 'Email confirmation',
    description: 'Page title',
  },
  description: {
    id: 'pages.emailConfirmation.description',
    defaultMessage: 'Confirm your email address.',
    description: 'Page meta description',
  },
});

export default function EmailConfirmationPage() {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      topEnd={<LanguageSwitch />}
    >
      <EmailConfirmation />
    </AuthLayout>
  );
}
