import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { AuthLayout, SignIn } from '@/features/auth';
import { LanguageSwitch } from '../layout/language-switch';

const messages = defineMessages({
  title: { id: 'pages.signIn.title', defaultMessage: 'Sign in', description: 'Page title' },
  description: {
    id: 'pages.signIn.description',
    defaultMessage: 'Sign in with a one-time code.',
    description: 'Page meta description',
  },
});

export default function SignInPage() {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      topEnd={<LanguageSwitch />}
    >
      <SignIn />
    </AuthLayout>
  );
}
