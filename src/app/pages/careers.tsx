import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { Careers } from '@/features/careers';

const messages = defineMessages({
  title: { id: 'pages.careers.title', defaultMessage: 'Careers', description: 'Page title' },
  description: {
    id: 'pages.careers.description',
    defaultMessage: 'Join the team building the home-buying platform.',
    description: 'Page meta description',
  },
});

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
