import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { homeMessages as m } from '../messages/home';
import { CtaLink, CtaRow } from './section';

const Banner = styled.div`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary} 0%, #1d4f91 100%);
  color: ${({ theme }) => theme.colors.primaryContrast};
  padding-block: 48px 56px;
  /* Tall enough for the text in the fallback font and in the web font: the swap moves nothing below. */
  min-height: 440px;
  ${({ theme }) => theme.media.sm} {
    min-height: 380px;
  }
  /* Heights in lines (em), widths in rem: the web font arriving after the fallback reflows nothing below. */
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.75rem);
    line-height: 1.25;
    margin: 0 0 12px;
    max-width: 32rem;
    min-height: 2.5em;
  }
  p {
    font-size: 1.125rem;
    line-height: 1.6;
    max-width: 40rem;
    margin: 0;
    min-height: 6.4em;
  }
  ${({ theme }) => theme.media.sm} {
    p {
      min-height: 3.2em;
    }
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
