import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { homeMessages as m } from '../messages/home';
import { CtaLink, CtaRow, HomeSection } from './section';

const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 6px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  padding: 20px;
  p {
    margin: 0 0 8px;
  }
`;

/** Spec section 2: reserve a partner property first; a property outside the platform can also be financed. */
export function FinancingPrompt() {
  const intl = useIntl();
  return (
    <HomeSection title={intl.formatMessage(m.financingTitle)}>
      <Panel>
        <p>{intl.formatMessage(m.financingPickFirst)}</p>
        <p>{intl.formatMessage(m.financingOutside)}</p>
        <CtaRow>
          <CtaLink as={Link} href={paths.properties.getHref()}>
            {intl.formatMessage(m.browseProperties)}
          </CtaLink>
          <CtaLink as={Link} href={paths.financingRequests.getHref()} data-variant="outline">
            {intl.formatMessage(m.requestFinancing)}
          </CtaLink>
        </CtaRow>
      </Panel>
    </HomeSection>
  );
}
