import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session';
import { showToast } from '@/lib/browser/toast';
import { isApiError } from '@/lib/http/api-error';
import { useLocale } from '@/i18n/locale-provider';
import { loadErrorTexts } from '../errors/late-error-texts';
import { ChevronDownIcon, UserIcon } from './icons';
import { layoutMessages } from './messages';
import { useDisclosure } from './use-disclosure';
import { pageTitles } from '@/config/page-titles';

const LINKS: { href: string; label: MessageDescriptor }[] = [
  { href: paths.account.getHref(), label: layoutMessages.accountOverview },
  { href: paths.accountDetails.getHref(), label: pageTitles.accountDetails },
  { href: paths.accountRequests.getHref(), label: pageTitles.accountRequests },
  { href: paths.accountReservations.getHref(), label: pageTitles.accountReservations },
];

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: rgb(255 255 255 / 12%);
  }
  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
  /* Icon only on the smallest screens; the name stays for screen readers. */
  .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.sm} {
    .label {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
  }
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 8px);
  min-width: 240px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 32px rgb(0 0 0 / 20%);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: 6px;
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: 8px 0;
  }
  button {
    width: 100%;
  }
`;

/** The signed-in customer's menu: the account pages and sign-out. */
export function AccountMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const session = useSession();
  const [, navigate] = useLocation();
  const { open, buttonRef, panelRef, buttonProps, panelProps } = useDisclosure<
    HTMLButtonElement,
    HTMLDivElement
  >();
  const name = session.profile?.full_name;

  const signOut = async () => {
    try {
      await session.signOut({ onSignedOut: () => navigate(paths.home.getHref()) });
    } catch (error) {
      // The rate limit already has its toast (HTTP policy); the error texts load on demand.
      if (isApiError(error) && error.has('action__limit_exceeded')) return;
      const { errorTexts } = await loadErrorTexts(locale);
      showToast(errorTexts(error)[0] ?? '', 'error');
    }
  };

  return (
    <Wrapper>
      <Toggle type="button" ref={buttonRef} {...buttonProps} data-testid="account-menu">
        <UserIcon />
        <span className="label">{intl.formatMessage(pageTitles.account)}</span>
        <span className="visually-hidden">{name}</span>
        <ChevronDownIcon />
      </Toggle>
      <Panel ref={panelRef} {...panelProps} hidden={!open}>
        <ul>
          {LINKS.map(({ href, label }) => (
            <li key={href}>
              <Link href={href}>{intl.formatMessage(label)}</Link>
            </li>
          ))}
        </ul>
        <hr />
        <Button
          type="button"
          variant="secondary"
          loading={session.signingOut}
          onClick={() => void signOut()}
        >
          {intl.formatMessage(layoutMessages.signOut)}
        </Button>
      </Panel>
    </Wrapper>
  );
}
