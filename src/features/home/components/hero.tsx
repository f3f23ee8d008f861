import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { homeMessages as m } from '../messages';
import { CtaLink, CtaRow } from './section';

const Banner = styled.div`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary} 0%, #1d4f91 100%);
  color: ${({ theme }) => theme.colors.primaryContrast};
  padding-block: 48px 56px;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.75rem);
    line-height: 1.25;
    margin: 0 0 12px;
    max-width: 20ch;
  }
  p {
    font-size: 1.125rem;
    max-width: 56ch;
    margin: 0;
  }
`;

const Inner = styled.div`
  max-width: 1280px;
  margin-inline: auto;
  padding-inline: 16px;
  ${({ theme }) => theme.media.md} {
    padding-inline: 24px;
  }
`;

export function Hero({ title }: { title: string }) {
  const intl = useIntl();
  return (
    <Banner>
      <Inner>
        <h1>{title}</h1>
        <p>{intl.formatMessage(m.heroLead)}</p>
        <CtaRow>
          <CtaLink as={Link} href={paths.properties.getHref()} $light>
            {intl.formatMessage(m.browseProperties)}
          </CtaLink>
          <CtaLink as={Link} href={paths.financingRequests.getHref()} $light data-variant="outline">
            {intl.formatMessage(m.requestFinancing)}
          </CtaLink>
        </CtaRow>
      </Inner>
    </Banner>
  );
}
