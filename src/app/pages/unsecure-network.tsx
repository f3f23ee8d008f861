import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { defineMessages } from '@/i18n/define-messages';
import { Container, usePageMeta } from '@/components/page';
import { UnsecureNetwork } from '@/features/content';
import { LanguageSwitch } from '../layout/language-switch';

const messages = defineMessages({
  title: {
    id: 'pages.unsecureNetwork.title',
    defaultMessage: 'Insecure connection',
    description: 'Page title',
  },
  description: {
    id: 'pages.unsecureNetwork.description',
    defaultMessage: 'Your connection looks insecure.',
    description: 'Page meta description',
  },
});

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 16px 0;
`;

export default function UnsecureNetworkPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  usePageMeta(title, intl.formatMessage(messages.description));
  return (
    <Container>
      <Top>
        <LanguageSwitch />
      </Top>
      <UnsecureNetwork title={title} />
    </Container>
  );
}
