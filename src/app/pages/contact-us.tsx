import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { SupportInfo } from '@/features/content';
import { ContactForm } from '@/features/requests';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.contactUs.description',
      defaultMessage: 'Send us a question, a suggestion or a complaint.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.contactUs,
};

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
    align-items: start;
  }
`;

export default function ContactUsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <Layout>
        <ContactForm />
        <SupportInfo />
      </Layout>
    </Page>
  );
}
