import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { Careers } from '@/features/careers';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.careers.description',
      defaultMessage: 'Join the team building the home-buying platform.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.careers,
};

export default function CareersPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <Careers />
    </Page>
  );
}
