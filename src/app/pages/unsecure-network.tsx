import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container, usePageMeta } from '@/components/page';
import { UnsecureNetwork } from '@/features/content';
import { LanguageSwitch } from '../layout/language-switch';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 16px 0;
`;

export default function UnsecureNetworkPage() {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles.unsecureNetwork);
  usePageMeta(title, intl.formatMessage(pageDescriptions.unsecureNetwork));
  return (
    <Container>
      <Top>
        <LanguageSwitch />
      </Top>
      <UnsecureNetwork title={title} />
    </Container>
  );
}
