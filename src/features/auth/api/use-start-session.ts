import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCheckAuthenticatedQueryKey } from '@generated/api/auth/auth';
import { getGetProfileQueryKey } from '@generated/api/profile/profile';
import type { AuthStatus, Profile } from '@generated/model';
import { forgetGuestDrafts } from '../storage';

/**
 * Makes the profile a successful call answered the session's profile, and forgets what the visitor
 * typed before (forgetGuestDrafts). The route guards then send the customer on: to `from` or the
 * account, or to the sign-up step that is not done yet.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => {
      forgetGuestDrafts();
      queryClient.setQueryData<AuthStatus>(getCheckAuthenticatedQueryKey(), {
        authenticated: true,
        profile,
      });
      queryClient.setQueryData(getGetProfileQueryKey(), profile);
    },
    [queryClient],
  );
}
