import { useEffect, useState } from 'react';
import { useListProperties } from '@generated/api/catalogue/catalogue';
import { searchFromDraft, validateDraft, type FiltersDraft } from '../property-filters-draft';
import { toListPropertiesParams, type PropertySearch } from '../property-search';

const SETTLE_MS = 300;

/** How many homes the filters being chosen would show (asked once typing settles), or undefined. */
export function useFiltersCount(
  draft: FiltersDraft,
  search: PropertySearch,
  enabled: boolean,
): number | undefined {
  const [settled, setSettled] = useState(draft);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(draft), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const valid = Object.keys(validateDraft(settled)).length === 0;
  const params = toListPropertiesParams(
    { ...searchFromDraft(settled, search), page: undefined },
    1,
  );
  const query = useListProperties(params, {
    query: { enabled: enabled && valid, placeholderData: (previous) => previous },
  });
  return enabled && valid ? query.data?.count : undefined;
}
