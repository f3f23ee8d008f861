import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCheckAuthenticatedQueryKey } from '@generated/api/auth/auth';
import { getGetProfileQueryKey } from '@generated/api/profile/profile';
import type { AuthStatus, Profile } from '@generated/model';

/** Puts a profile the server answered into the session and the profile query (header, account pages). */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => {
      queryClient.setQueryData(getGetProfileQueryKey(), profile);
      queryClient.setQueryData<AuthStatus>(getCheckAuthenticatedQueryKey(), (status) =>
        status?.authenticated ? { ...status, profile } : status,
      );
    },
    [queryClient],
  );
}

/** Reads the profile again (its e-mail state changed on the server). */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getCheckAuthenticatedQueryKey() }),
      ]),
    [queryClient],
  );
}
