import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  getCheckAuthenticatedQueryKey,
  getCheckAuthenticatedQueryOptions,
  useCheckAuthenticated,
  useSignOut,
} from '@generated/api/auth/auth';
import type { Profile } from '@generated/model';
import { isApiError } from '../http/api-error';
import { useFirstPageShown } from '../browser/activity';
import { clearCustomerData, type SessionEnd } from './session-end';

/** Browser push is possible here (the rest of it loads only when used: ./push-device). */
const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

export type Session =
  | { status: 'loading'; profile: null }
  | { status: 'anonymous'; profile: null }
  | { status: 'authenticated'; profile: Profile };

type SessionContextValue = Session & {
  /** Re-reads the session (after sign-in, sign-up or a profile change). */
  refresh: () => Promise<void>;
  /**
   * Ends the session, then forgets the profile, every cached answer and the tab's private drafts.
   * `onSignedOut` runs just before the cache is cleared (navigate away there, so no private page
   * renders without its data). Rejects with the ApiError when the server did not end the session (the
   * customer stays signed in).
   */
  signOut: (options?: { onSignedOut?: () => void }) => Promise<void>;
  /**
   * The session ended (on the server: it could not be refreshed, or the account was deleted): forgets
   * the profile and all else of the customer's in the tab (clearCustomerData), as signing out does.
   */
  forget: (end: Exclude<SessionEnd, 'signed-out'>) => void;
  signingOut: boolean;
};

const SessionContext = createContext<SessionContextValue | null>(null);

const SESSION_CHECK = { query: { staleTime: Infinity } } as const;

/** The session check, as the provider asks for it: the server makes it for the signed-in pages. */
export const sessionCheck = () => getCheckAuthenticatedQueryOptions(SESSION_CHECK);

/** `check-authenticated` at start; a customer without a profile, or `is_anonymous`, is anonymous. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Taken from the server on a signed-in page; asked for once a public page is shown.
  const check = useCheckAuthenticated({
    query: { ...SESSION_CHECK.query, enabled: useFirstPageShown() },
  });
  const signOutMutation = useSignOut({ request: { suppressRedirect: true } });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: getCheckAuthenticatedQueryKey() });
  }, [queryClient]);

  const forget = useCallback(
    (end: SessionEnd) => {
      // The server's copy is gone (account deleted) or out of reach (session ended): the browser's.
      if (end !== 'signed-out' && pushSupported())
        void import('./push-device')
          .then(({ turnPushOff }) => turnPushOff({ server: false }))
          .catch(() => undefined);
      queryClient.setQueryData(getCheckAuthenticatedQueryKey(), { authenticated: false });
      clearCustomerData(queryClient, end, getCheckAuthenticatedQueryKey());
    },
    [queryClient],
  );

  const { mutateAsync } = signOutMutation;
  const signOut = useCallback(
    async ({ onSignedOut }: { onSignedOut?: () => void } = {}) => {
      // This device's push subscription leaves first, while the session can still remove it.
      if (pushSupported()) await (await import('./push-device')).endPushBeforeSignOut();
      try {
        await mutateAsync();
      } catch (error) {
        // 401: the session had already ended on the server, which is what signing out wants.
        if (!(isApiError(error) && error.status === 401)) throw error;
      }
      onSignedOut?.();
      forget('signed-out');
    },
    [mutateAsync, forget],
  );

  const current = useMemo<SessionContextValue>(() => {
    const profile = check.data?.authenticated ? check.data.profile : undefined;
    const session: Session = check.isPending
      ? { status: 'loading', profile: null }
      : profile && !profile.is_anonymous
        ? { status: 'authenticated', profile }
        : { status: 'anonymous', profile: null };
    return { ...session, refresh, signOut, forget, signingOut: signOutMutation.isPending };
  }, [check.isPending, check.data, refresh, signOut, forget, signOutMutation.isPending]);
  return <SessionContext value={current}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The session where a provider is above (the app), or a visitor's where there is none (a test of one part). */
export function useSessionIfProvided(): Session {
  return useContext(SessionContext) ?? { status: 'anonymous', profile: null };
}
