import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { AddressStep, AuthLayout, SignUpSteps } from '@/features/auth';
import { LanguageSwitch } from '../layout/language-switch';

const messages = defineMessages({
  title: {
    id: 'pages.signUpAddress.title',
    defaultMessage: 'Sign up address',
    description: 'Page title',
  },
  description: {
    id: 'pages.signUpAddress.description',
    defaultMessage: 'Choose your current registration address.',
    description: 'Page meta description',
  },
});

export default function SignUpAddressPage() {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      topEnd={<LanguageSwitch />}
    >
      <SignUpSteps current={4} />
      <AddressStep />
    </AuthLayout>
  );
}
