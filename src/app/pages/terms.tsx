import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { Terms } from '@/features/content';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.terms.description',
      defaultMessage: 'The terms of using the platform.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.terms,
};

export default function TermsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <Terms />
    </Page>
  );
}
