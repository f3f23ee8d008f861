import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { WhoWeAre } from '@/features/content';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.whoWeAre.description',
      defaultMessage: 'The platform that connects home buyers with developers and banks.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.whoWeAre,
};

export default function WhoWeArePage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <WhoWeAre />
    </Page>
  );
}
