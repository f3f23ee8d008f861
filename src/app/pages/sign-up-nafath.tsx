import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';

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
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
