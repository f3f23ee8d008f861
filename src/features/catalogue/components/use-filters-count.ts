import { useQuery, type QueryFunction, type QueryKey, type skipToken } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  searchFromDraft,
  validateDraft,
  type FiltersDraft,
  type FormSearch,
} from '../filters-draft';

const SETTLE_MS = 300;

/** The call that counts a list's results for a search (its list call, one result a page). */
export type CountQuery<S> = (search: S) => {
  queryKey: QueryKey;
  queryFn?: QueryFunction<{ count: number }> | typeof skipToken;
};

/** How many homes the filters being chosen would show (asked once typing settles), or undefined. */
export function useFiltersCount<S extends FormSearch>(
  draft: FiltersDraft,
  search: S,
  countQuery: CountQuery<S>,
  enabled: boolean,
): number | undefined {
  const [settled, setSettled] = useState(draft);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(draft), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const valid = Object.keys(validateDraft(settled)).length === 0;
  const query = useQuery({
    ...countQuery(searchFromDraft(settled, search)),
    enabled: enabled && valid,
    placeholderData: (previous) => previous,
  });
  return enabled && valid ? query.data?.count : undefined;
}
