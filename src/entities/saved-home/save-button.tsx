import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { localizePath } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { useCurrentPath } from '@/lib/navigation/canonical-location';
import { useApiErrorText } from '@/lib/error-messages/error-text';
import { useSessionIfProvided as useSession } from '@/lib/session/session';
import { showToast } from '@/lib/browser/toast';
import { savedHomeMessages as m } from './messages';
import { pendingSaveParam, rememberPendingSave, takePendingSave } from './pending-save';
import { isSavedIn, useSavedHomes, useToggleSaved, type SavedListing } from './use-saved-homes';

/** A sign-in form around the heart, for a tap before the app runs; no box of its own. */
const SignInForm = styled.form`
  display: contents;
`;

const Heart = styled.button<{ $overlay: boolean; $round: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 44px;
  min-height: 44px;
  flex: none;
  padding: 0 ${({ $round }) => ($round ? '0' : '12px')};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radius)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  ${({ $overlay }) =>
    $overlay &&
    `position: absolute;
    inset-block-start: 8px;
    inset-inline-end: 8px;
    z-index: 1;
    box-shadow: 0 1px 4px rgb(0 0 0 / 20%);`}
  svg {
    width: 22px;
    height: 22px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
  &[aria-pressed='true'] svg {
    fill: ${({ theme }) => theme.colors.error};
    stroke: ${({ theme }) => theme.colors.error};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

type Props = {
  listing: SavedListing;
  /**
   * `overlay`: a round heart over a card's photo; `round`: the same heart in the flow (a phone's
   * action bar); `labelled`: heart and "Save" (detail page).
   */
  variant?: 'overlay' | 'round' | 'labelled';
};

/**
 * The heart: saves or removes a listing at once (undone with a toast when the server refuses). A
 * guest is sent to sign in, and the save is made when they come back to this page signed in. Before
 * the app runs, the heart submits its form: the sign-in page, with the save to make (`save`).
 */
export function SaveButton({ listing, variant = 'overlay' }: Props) {
  const intl = useIntl();
  const session = useSession();
  const [, navigate] = useLocation();
  const here = useCurrentPath();
  const locale = useLocale();
  const errorText = useApiErrorText();
  const { data } = useSavedHomes();
  const saved = isSavedIn(data, listing);
  const toggle = useToggleSaved({
    onDone: ({ title }, nowSaved) =>
      showToast(intl.formatMessage(nowSaved ? m.saved : m.removed, { title }), 'success'),
    onError: (error) =>
      showToast(intl.formatMessage(m.failed, { reason: errorText(error) }), 'error'),
  });
  const signedIn = session.status === 'authenticated';

  useEffect(() => {
    if (!signedIn || !data) return;
    if (takePendingSave({ kind: listing.kind, id: listing.id }) && !isSavedIn(data, listing)) {
      void toggle(listing, true);
    }
    // Once the saved list is known after sign-in; `toggle` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, Boolean(data), listing.kind, listing.id]);

  // Pressed while the session was being checked: a guest is then asked to sign in.
  const [queued, setQueued] = useState(false);
  const askSignIn = queued && session.status === 'anonymous';
  const asked = useRef(false);
  useEffect(() => {
    if (!askSignIn || asked.current) return;
    asked.current = true;
    showToast(intl.formatMessage(m.signInFirst), 'info');
    navigate(paths.signIn.getHref(here));
  }, [askSignIn, intl, navigate, here]);

  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    if (signedIn) {
      void toggle(listing, !saved);
      return;
    }
    rememberPendingSave({ kind: listing.kind, id: listing.id });
    asked.current = false;
    setQueued(true);
  };

  const name = intl.formatMessage(m.save, { title: listing.title });
  const param = pendingSaveParam(listing);
  return (
    <SignInForm method="get" action={localizePath(paths.signIn.getHref(), locale)}>
      <input type="hidden" name="from" value={here} />
      <input type="hidden" name="save" value={param} />
      <Heart
        type="submit"
        $overlay={variant === 'overlay'}
        $round={variant !== 'labelled'}
        aria-pressed={saved}
        aria-label={variant === 'labelled' ? undefined : name}
        onClick={onClick}
        data-save-listing={param}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
        </svg>
        {variant === 'labelled' && (
          <>
            <span aria-hidden="true">{intl.formatMessage(saved ? m.savedShort : m.saveShort)}</span>
            <span className="visually-hidden">{name}</span>
          </>
        )}
      </Heart>
    </SignInForm>
  );
}
