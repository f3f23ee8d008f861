import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { forgetKeptForms } from './kept-forms';
import { clearPrivateStorage } from './private-storage';

/** How a session ends: the customer signed out, it expired (a refresh failed), the account was deleted. */
export type SessionEnd = 'signed-out' | 'expired' | 'deleted';

/**
 * Everything of the customer's the tab holds, forgotten: every cached answer, the tab's session
 * storage (drafts, the pending save) and the browser's private keys. A form kept through an expired
 * session stays in memory for its customer to sign in again; any other end forgets it too. `keep`: the
 * one answer that now says "signed out" (its observers stay on it and show the change at once).
 */
export function clearCustomerData(
  queryClient: QueryClient,
  end: SessionEnd,
  keep?: QueryKey,
): void {
  const kept = keep && hashKey(keep);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== kept });
  queryClient.getMutationCache().clear();
  clearPrivateStorage();
  if (end !== 'expired') forgetKeptForms();
}
