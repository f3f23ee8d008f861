import { useIntl } from 'react-intl';
import type { SavedSearchKind } from '@generated/model';
import { criteriaOfQuery, searchCriteria, searchName } from './search-criteria';
import { usePlaceNames } from './use-place-names';

/**
 * A saved search's name, made from its query in the page's language: the name the server stores
 * is in the language it was saved in, so it is never shown.
 */
export function useSavedSearchName(kind: SavedSearchKind, query: string): string {
  const intl = useIntl();
  const criteria = criteriaOfQuery(kind, query);
  const places = usePlaceNames(criteria);
  return searchName(intl, kind, searchCriteria(intl, criteria, places));
}
