import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { PrivacyPolicy } from '@/features/content';

const messages = defineMessages({
  title: {
    id: 'pages.privacyPolicy.title',
    defaultMessage: 'Privacy policy',
    description: 'Page title',
  },
  description: {
    id: 'pages.privacyPolicy.description',
    defaultMessage: 'How we collect, use and protect your personal data.',
    description: 'Page meta description',
  },
});

export default function PrivacyPolicyPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <PrivacyPolicy />
    </Page>
  );
}
