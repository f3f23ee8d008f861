import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { Faq } from '@/features/content';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.faq.description',
      defaultMessage: 'Answers about reserving, paying and financing your home.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.faq,
};

export default function FaqPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <Faq />
    </Page>
  );
}
