import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { pageTitles } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { accountMessages as m } from '../messages/account';

const LINKS = [
  { href: paths.account.getHref(), label: m.overview },
  { href: paths.accountDetails.getHref(), label: m.details },
  { href: paths.accountRequests.getHref(), label: m.requests },
  { href: paths.accountReservations.getHref(), label: m.reservations },
  { href: paths.accountSavedHomes.getHref(), label: pageTitles.accountSavedHomes },
  { href: paths.accountSavedSearches.getHref(), label: pageTitles.accountSavedSearches },
  { href: paths.accountMessages.getHref(), label: pageTitles.accountMessages },
  { href: paths.accountPrivacy.getHref(), label: m.privacy },
];

const Nav = styled.nav`
  margin-bottom: 24px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

/** The account pages, the current one marked. */
export function AccountNav() {
  const intl = useIntl();
  const [location] = useLocation();
  return (
    <Nav aria-label={intl.formatMessage(m.nav)}>
      <ul>
        {LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} aria-current={location === href ? 'page' : undefined}>
              {intl.formatMessage(label)}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
