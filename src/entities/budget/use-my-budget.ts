import { getGetMyBudgetQueryKey, useGetMyBudget } from '@generated/api/budget/budget';
import type { Budget } from '@generated/model';
import { isApiError } from '@/lib/http/api-error';
import { useSessionIfProvided as useSession } from '@/lib/session/session';

export const MY_BUDGET_KEY = getGetMyBudgetQueryKey();

/**
 * The customer's saved budget (one query for every card of the page): undefined for a guest, while
 * it loads, and when none is saved (`budget__not_found`), so nothing changes on the cards then.
 */
export function useMyBudget(): Budget | undefined {
  const session = useSession();
  const query = useGetMyBudget({
    query: {
      enabled: session.status === 'authenticated',
      staleTime: 60_000,
      retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
    },
  });
  return session.status === 'authenticated' ? query.data : undefined;
}
