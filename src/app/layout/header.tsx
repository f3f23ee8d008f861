import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { appMessages } from '@/components/app-messages';
import { paths } from '@/config/paths';
import { LOCALE_BASE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, localizePath } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { writeCookie } from '@/lib/cookies';
import { useSession } from '@/lib/session';
import { layoutMessages } from './messages';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  min-height: ${({ theme }) => theme.appBarHeight}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  a { color: inherit; }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  max-width: 1600px;
  margin-inline: auto;
  padding: 8px 16px;
  min-height: ${({ theme }) => theme.appBarHeight}px;
`;

const Nav = styled.nav`
  flex: 1;
  ul { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; margin: 0; padding: 0; }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -48px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary} !important;
  padding: 8px 12px;
  &:focus { top: 8px; }
`;

export function Header() {
  const intl = useIntl();
  const locale = useLocale();
  const [location] = useLocation();
  const search = useSearch();
  const session = useSession();
  const other = locale === 'ar' ? 'en' : 'ar';
  const switchHref = `${localizePath(`${LOCALE_BASE[locale]}${location}`, other)}${search ? `?${search}` : ''}`;

  return (
    <Bar>
      <SkipLink href="#main">{intl.formatMessage(layoutMessages.skipToContent)}</SkipLink>
      <Inner>
        <Link href={paths.home.getHref()}>
          <strong>{intl.formatMessage(appMessages.brand)}</strong>
        </Link>
        <Nav aria-label={intl.formatMessage(layoutMessages.mainNav)}>
          <ul>
            <li>
              <Link href={paths.projects.getHref()}>{intl.formatMessage(layoutMessages.projects)}</Link>
            </li>
            <li>
              <Link href={paths.properties.getHref()}>{intl.formatMessage(layoutMessages.properties)}</Link>
            </li>
            <li>
              <Link href={paths.units.getHref()}>{intl.formatMessage(layoutMessages.units)}</Link>
            </li>
            <li>
              <Link href={paths.financingRequests.getHref()}>
                {intl.formatMessage(layoutMessages.financing)}
              </Link>
            </li>
          </ul>
        </Nav>
        <a
          href={switchHref}
          lang={other}
          hrefLang={other}
          onClick={() => writeCookie(LOCALE_COOKIE, other, LOCALE_COOKIE_DAYS)}
        >
          {intl.formatMessage(layoutMessages.switchLanguage)}
        </a>
        {session.status === 'authenticated' ? (
          <Link href={paths.account.getHref()}>{intl.formatMessage(layoutMessages.account)}</Link>
        ) : (
          <Link href={paths.signIn.getHref()}>{intl.formatMessage(layoutMessages.signIn)}</Link>
        )}
      </Inner>
    </Bar>
  );
}
