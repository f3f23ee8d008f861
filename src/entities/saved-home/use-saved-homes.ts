import { useQueryClient } from '@tanstack/react-query';
import {
  getListSavedHomesQueryKey,
  useListSavedHomes,
  useRemoveSavedHome,
  useSaveHome,
} from '@generated/api/saved/saved';
import type { SavedHomeList, SavedListingKind } from '@generated/model';
import { useSessionIfProvided as useSession } from '@/lib/session/session';

export type SavedListing = { kind: SavedListingKind; id: number; title: string };

const KEY = getListSavedHomesQueryKey();

/** The customer's saved homes (one query for every heart of the page); none for a guest. */
export function useSavedHomes() {
  const session = useSession();
  return useListSavedHomes({
    query: { enabled: session.status === 'authenticated', staleTime: 60_000 },
  });
}

export const isSavedIn = (list: SavedHomeList | undefined, { kind, id }: SavedListing) =>
  list?.results.some((item) => item.kind === kind && item.listing_id === id) ?? false;

function withSaved(list: SavedHomeList | undefined, listing: SavedListing, saved: boolean) {
  const others = (list?.results ?? []).filter(
    (item) => !(item.kind === listing.kind && item.listing_id === listing.id),
  );
  const results = saved
    ? [
        {
          kind: listing.kind,
          listing_id: listing.id,
          title: listing.title,
          available: true,
          saved_at: new Date().toISOString(),
        },
        ...others,
      ]
    : others;
  return { count: results.length, results };
}

/**
 * Saves or removes a listing at once in every heart (optimistic); on a failure the list goes back to
 * what it was and `onError` tells why. The list is read again afterwards either way.
 */
export function useToggleSaved({
  onDone,
  onError,
}: {
  onDone: (listing: SavedListing, saved: boolean) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveHome();
  const remove = useRemoveSavedHome();
  return async (listing: SavedListing, saved: boolean) => {
    await queryClient.cancelQueries({ queryKey: KEY });
    const before = queryClient.getQueryData<SavedHomeList>(KEY);
    queryClient.setQueryData<SavedHomeList>(KEY, withSaved(before, listing, saved));
    try {
      const variables = { kind: listing.kind, listingId: listing.id };
      if (saved) await save.mutateAsync(variables);
      else await remove.mutateAsync(variables);
      onDone(listing, saved);
    } catch (error) {
      queryClient.setQueryData(KEY, before);
      onError(error);
    } finally {
      void queryClient.invalidateQueries({ queryKey: KEY });
    }
  };
}
