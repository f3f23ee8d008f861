import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Page } from '@/components/page';
import { SupportInfo } from '@/features/content';
import { ContactForm } from '@/features/requests';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

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
      title={intl.formatMessage(pageTitles.contactUs)}
      description={intl.formatMessage(pageDescriptions.contactUs)}
    >
      <Layout>
        <ContactForm />
        <SupportInfo />
      </Layout>
    </Page>
  );
}
