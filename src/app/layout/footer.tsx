import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { appMessages } from '@/components/app-messages';
import { paths } from '@/config/paths';
import { layoutMessages } from './messages';
import { pageTitles } from '@/config/page-titles';

const Bar = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  a {
    color: inherit;
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.warning};
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  p {
    margin: 0;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  max-width: 1600px;
  margin-inline: auto;
  padding: 40px 16px 24px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr 1.5fr;
    padding-inline: 24px;
  }
  ${({ theme }) => theme.media.xxl} {
    max-width: 2200px;
  }
`;

const Brand = styled.p`
  font-size: 1.375rem;
  font-weight: 600;
  margin-bottom: 8px !important;
`;

const Bottom = styled.p`
  max-width: 1600px;
  margin-inline: auto !important;
  padding: 16px;
  border-top: 1px solid rgb(255 255 255 / 20%);
  font-size: 0.875rem;
  ${({ theme }) => theme.media.md} {
    padding-inline: 24px;
  }
`;

type FooterLink = { href: string; label: MessageDescriptor };
const ABOUT: FooterLink[] = [
  { href: paths.whoWeAre.getHref(), label: pageTitles.whoWeAre },
  { href: paths.careers.getHref(), label: pageTitles.careers },
  { href: paths.privacyPolicy.getHref(), label: pageTitles.privacyPolicy },
  { href: paths.terms.getHref(), label: pageTitles.terms },
];
const HELP: FooterLink[] = [
  { href: paths.faq.getHref(), label: pageTitles.faq },
  { href: paths.contactUs.getHref(), label: pageTitles.contactUs },
  { href: paths.budget.getHref(), label: pageTitles.budget },
];

/** Who we are, help links and the support hours of spec section 1. */
export function Footer() {
  const intl = useIntl();
  const links = (items: FooterLink[]) => (
    <ul>
      {items.map(({ href, label }) => (
        <li key={href}>
          <Link href={href}>{intl.formatMessage(label)}</Link>
        </li>
      ))}
    </ul>
  );
  return (
    <Bar>
      <Columns>
        <section>
          <Brand>{intl.formatMessage(appMessages.brand)}</Brand>
          <p>{intl.formatMessage(layoutMessages.tagline)}</p>
        </section>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about">{intl.formatMessage(layoutMessages.aboutTitle)}</h2>
          {links(ABOUT)}
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{intl.formatMessage(layoutMessages.helpTitle)}</h2>
          {links(HELP)}
        </nav>
        <section aria-labelledby="footer-support" data-testid="support-information">
          <h2 id="footer-support">{intl.formatMessage(layoutMessages.supportTitle)}</h2>
          <ul>
            <li>{intl.formatMessage(layoutMessages.supportHours)}</li>
            <li>{intl.formatMessage(layoutMessages.supportPhone)}</li>
            <li>{intl.formatMessage(layoutMessages.supportFeedback)}</li>
          </ul>
        </section>
      </Columns>
      <Bottom>
        {intl.formatMessage(layoutMessages.copyright, { year: new Date().getFullYear() })}
      </Bottom>
    </Bar>
  );
}
