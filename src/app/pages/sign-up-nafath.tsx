import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { AuthLayout, NafathStep, SignUpSteps } from '@/features/auth';
import { LanguageSwitch } from '../layout/language-switch';

const messages = defineMessages({
  title: {
    id: 'pages.signUpNafath.title',
    defaultMessage: 'Confirm with Nafath',
    description: 'Page title',
  },
  description: {
    id: 'pages.signUpNafath.description',
    defaultMessage: 'Confirm your identity in the Nafath app.',
    description: 'Page meta description',
  },
});

export default function SignUpNafathPage() {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      topEnd={<LanguageSwitch />}
    >
      <SignUpSteps current={5} />
      <NafathStep />
    </AuthLayout>
  );
}
