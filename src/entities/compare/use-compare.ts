import { useSyncExternalStore } from 'react';
import {
  readShortlist,
  serverShortlist,
  subscribeShortlist,
  toggleCompare,
  writeShortlist,
  type CompareItem,
  type ToggleResult,
} from './shortlist';

/** The compare shortlist; empty on the server and while the page hydrates. */
export function useCompareList(): readonly CompareItem[] {
  return useSyncExternalStore(subscribeShortlist, readShortlist, serverShortlist);
}

/** Adds or removes a listing; says what happened ('full' when four are already there). */
export function toggleCompareItem(item: CompareItem): ToggleResult['outcome'] {
  const result = toggleCompare(readShortlist(), item);
  if (result.outcome !== 'full') writeShortlist(result.list);
  return result.outcome;
}

/** Replaces the shortlist (the compare page's "keep these" from a shared link, its remove buttons). */
export const setCompareList = (list: readonly CompareItem[]) => writeShortlist(list);
