import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { appMessages } from '@/components/app-messages';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session';
import { useCurrentPath } from '@/lib/navigation/canonical-location';
import { MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { layoutMessages } from './messages';
import { useDisclosure } from './use-disclosure';
import { pageTitles } from '@/config/page-titles';

// Loaded for a signed-in customer only, not on a first visit: the unread count, without the popup's
// cards and sanitizer (they load once the first page is shown, src/app/first-page/app-feedback.tsx).
const NotificationsBadge = lazy(() =>
  import('@/features/notifications/entries/badge').then((module) => ({
    default: module.NotificationsBadge,
  })),
);
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  a {
    color: inherit;
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.warning};
  }
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 8px;
  max-width: 1600px;
  margin-inline: auto;
  /* Phones down to 360 px keep one row, whatever font the platform draws the text in. */
  padding-inline: 8px;
  ${({ theme }) => theme.media.sm} {
    padding-inline: 12px;
  }
  ${({ theme }) => theme.media.md} {
    padding-inline: 24px;
  }
  ${({ theme }) => theme.media.xxl} {
    max-width: 2200px;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.appBarHeight}px;
  font-size: 1.375rem;
  font-weight: 600;
  text-decoration: none;
  ${({ theme }) => theme.media.sm} {
    margin-inline-end: 8px;
  }
`;

const Nav = styled.nav`
  order: 10;
  flex-basis: 100%;
  ${({ theme }) => theme.media.lg} {
    order: 0;
    flex: 1 1 auto;
    flex-basis: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  margin-inline-start: auto;
  ${({ theme }) => theme.media.sm} {
    gap: 4px;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgb(255 255 255 / 12%);
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const SignInLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 10px;
  border: 2px solid currentColor;
  border-radius: 999px;
  font-size: 0.9375rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  ${({ theme }) => theme.media.sm} {
    padding: 0 14px;
    font-size: 1rem;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -64px;
  z-index: 1;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary} !important;
  &:focus {
    top: 8px;
  }
`;

/** The app bar: brand, main navigation (a menu below lg), language, notifications and account. */
export function Header() {
  const intl = useIntl();
  const session = useSession();
  const { open, buttonRef, panelRef, buttonProps, panelProps } = useDisclosure<
    HTMLButtonElement,
    HTMLElement
  >();
  const signedIn = session.status === 'authenticated';
  const [location] = useLocation();
  const here = useCurrentPath();
  const from = location === paths.home.path ? undefined : here;

  return (
    <Bar>
      <SkipLink href="#main">{intl.formatMessage(layoutMessages.skipToContent)}</SkipLink>
      <Inner>
        <Brand
          href={paths.home.getHref()}
          aria-label={intl.formatMessage(layoutMessages.brandHome, {
            brand: intl.formatMessage(appMessages.brand),
          })}
        >
          {intl.formatMessage(appMessages.brand)}
        </Brand>
        <Nav ref={panelRef} aria-label={intl.formatMessage(layoutMessages.mainNav)}>
          <MainNav id={panelProps.id} open={open} />
        </Nav>
        <Actions>
          <LanguageSwitch />
          {signedIn && (
            <Suspense fallback={null}>
              <NotificationsBadge href={`${paths.account.getHref()}#notifications`} />
            </Suspense>
          )}
          {signedIn ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : (
            session.status === 'anonymous' && (
              <SignInLink href={paths.signIn.getHref(from)}>
                {intl.formatMessage(pageTitles.signIn)}
              </SignInLink>
            )
          )}
          <MenuButton
            type="button"
            ref={buttonRef}
            {...buttonProps}
            aria-label={intl.formatMessage(layoutMessages.menu)}
          >
            <MenuIcon open={open} />
          </MenuButton>
        </Actions>
      </Inner>
    </Bar>
  );
}
