import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { useConfirmEmail } from '@generated/api/profile/profile';
import { ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { LOCALE_BASE } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { isApiError } from '@/lib/http/api-error';
import { useApiErrorText } from '@/lib/error-messages';
import { useSession } from '@/lib/session/session';
import { useRefreshProfile } from '../../api/use-profile-cache';
import { confirmationMessages as m } from '../../messages/confirmation';
import { ResendConfirmation } from './resend-confirmation';

type Problem = 'expired' | 'used' | 'invalid';

function problemOf(error: unknown): Problem | undefined {
  if (!isApiError(error)) return undefined;
  if (error.has('token__expired')) return 'expired';
  if (error.has('token__already_used')) return 'used';
  const invalid =
    error.has('token__invalid') || error.has('token__required') || error.status === 404;
  return invalid ? 'invalid' : undefined;
}

const Result = styled.div<{ $ok: boolean }>`
  padding: 16px;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid
    ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.error)};
  background: ${({ theme }) => theme.colors.background};
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    /* The confirmed address is one long word: it breaks rather than widen the page on a phone. */
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

/**
 * `/email-confirmation?token=…`: confirms once, then says what happened and offers the next step. The
 * token is read once and taken out of the address at once (replaced, not a new history entry), so no
 * script on the page (the chat widget), later page or shared screen finds it there.
 */
export function EmailConfirmation() {
  const intl = useIntl();
  const locale = useLocale();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [token] = useState(() => new URLSearchParams(search).get('token') ?? '');
  const inAddress = new URLSearchParams(search).has('token');
  useEffect(() => {
    if (!inAddress) return;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    const query = rest.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [inAddress, search, location, navigate]);
  const session = useSession();
  const errorText = useApiErrorText();
  const refreshProfile = useRefreshProfile();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const sentFor = useRef<string | null>(null);

  const send = () =>
    mutate({ target: 'customer', data: { token } }, { onSuccess: () => void refreshProfile() });
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ target: 'customer', data: { token } }, { onSuccess: () => void refreshProfile() });
  }, [token, mutate, refreshProfile]);

  if (token && (confirm.isIdle || confirm.isPending)) {
    return <PageLoading label={intl.formatMessage(m.checking)} />;
  }
  const problem: Problem | undefined = token ? problemOf(confirm.error) : 'invalid';
  if (token && confirm.isError && !problem) {
    return <ErrorState message={errorText(confirm.error)} onRetry={send} />;
  }

  const signedIn = session.status === 'authenticated';
  const profile = session.profile;
  const detailsFrom = `${LOCALE_BASE[locale]}${paths.accountDetails.getHref()}`;
  const link = (href: string, label: string) => <Link href={href}>{label}</Link>;
  const toDetails = link(paths.accountDetails.getHref(), intl.formatMessage(m.toDetails));
  let next: ReactNode;
  if (!problem || problem === 'used') {
    next = signedIn
      ? toDetails
      : link(paths.signIn.getHref(detailsFrom), intl.formatMessage(m.signIn));
  } else if (signedIn && profile?.email && !profile.email_confirmed) {
    next = <ResendConfirmation email={profile.email} />;
  } else {
    next = signedIn
      ? toDetails
      : link(paths.signIn.getHref(detailsFrom), intl.formatMessage(m.signInToResend));
  }

  return (
    <>
      <Result $ok={!problem} role={problem ? 'alert' : 'status'}>
        <h2>
          {problem
            ? intl.formatMessage(m[problem])
            : intl.formatMessage(m.success, { email: confirm.data?.email })}
        </h2>
        {problem && <p>{intl.formatMessage(m[`${problem}Next`])}</p>}
      </Result>
      {next}
    </>
  );
}
