import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { AuthLayout, SignUp } from '@/features/auth';
import { LanguageSwitch } from '../layout/language-switch';

const messages = defineMessages({
  title: { id: 'pages.signUp.title', defaultMessage: 'Sign up', description: 'Page title' },
  description: {
    id: 'pages.signUp.description',
    defaultMessage: 'Create your account.',
    description: 'Page meta description',
  },
});

export default function SignUpPage() {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      topEnd={<LanguageSwitch />}
    >
      <SignUp />
    </AuthLayout>
  );
}
