import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { PrivacyPolicy } from '@/features/content';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.privacyPolicy.description',
      defaultMessage: 'How we collect, use and protect your personal data.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.privacyPolicy,
};

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
