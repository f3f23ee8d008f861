import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { AuthLayout, SignIn } from '@/features/auth';
import { LanguageSwitch } from '../layout/language-switch';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.signIn.description',
      defaultMessage: 'Sign in with a one-time code.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.signIn,
};

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
