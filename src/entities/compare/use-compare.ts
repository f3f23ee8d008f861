import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { compareMessages } from './messages';
import {
  readShortlist,
  serverShortlist,
  subscribeShortlist,
  toggleCompare,
  writeShortlist,
  type CompareItem,
  type ToggleResult,
} from './shortlist';

/**
 * The compare shortlist; empty on the server, while the page hydrates, and until the words that
 * show it have loaded (the page's later messages: the server's page did not need them).
 */
export function useCompareList(): readonly CompareItem[] {
  const intl = useIntl();
  const list = useSyncExternalStore(subscribeShortlist, readShortlist, serverShortlist);
  return intl.messages[compareMessages.toggleOn.id] === undefined ? serverShortlist() : list;
}

/** Adds or removes a listing; says what happened ('full' when four are already there). */
export function toggleCompareItem(item: CompareItem): ToggleResult['outcome'] {
  const result = toggleCompare(readShortlist(), item);
  if (result.outcome !== 'full') writeShortlist(result.list);
  return result.outcome;
}

/** Replaces the shortlist (the compare page's "keep these" from a shared link, its remove buttons). */
export const setCompareList = (list: readonly CompareItem[]) => writeShortlist(list);
