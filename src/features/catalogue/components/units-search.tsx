import { useIntl } from 'react-intl';
import { getListUnitsQueryOptions, useListUnits } from '@generated/api/catalogue/catalogue';
import { ControlledCheckbox } from '@/components/form/controlled-fields';
import { CardsSkeleton } from '@/components/skeleton';
import { listMessages as m } from '../messages/catalogue';
import {
  clearUnitFilters,
  hasUnitFilters,
  parseUnitSearch,
  serializeUnitSearch,
  toListUnitsParams,
  type UnitSearch,
} from '../unit-search';
import { UNITS_PAGE_SIZE, useQueryState } from '../use-query-state';
import { NoResults } from './card-results';
import { QueryState } from './query-state';
import { SearchLayout } from './search-layout';
import { UnitResults } from './unit-list';

const countQuery = (search: UnitSearch) => getListUnitsQueryOptions(toListUnitsParams(search, 1));

/**
 * `/units`: the property list's filters and sorts, and "available to reserve", all in the URL. No map:
 * the list's units carry no location (each stands where its project does).
 */
export function UnitsBrowser() {
  const intl = useIntl();
  const { state: search, setState, hrefOf } = useQueryState(parseUnitSearch, serializeUnitSearch);
  const query = useListUnits(toListUnitsParams(search, UNITS_PAGE_SIZE), {
    query: { placeholderData: (previous) => previous },
  });
  return (
    <SearchLayout
      search={search}
      setState={setState}
      countQuery={countQuery}
      purpose={false}
      count={query.data?.count}
      controls={
        <ControlledCheckbox
          id="units-available-only"
          label={intl.formatMessage(m.availableOnly)}
          checked={Boolean(search.available)}
          onCheckedChange={(available) =>
            setState({ ...search, available: available || undefined, page: undefined })
          }
        />
      }
    >
      <QueryState query={query} loading={<CardsSkeleton count={UNITS_PAGE_SIZE} />}>
        {() =>
          query.data && (
            <UnitResults
              data={query.data}
              pageHref={(page) => hrefOf({ ...search, page })}
              empty={
                <NoResults
                  filtered={hasUnitFilters(search)}
                  onClear={() => setState(clearUnitFilters(search))}
                />
              }
              priorityImages
            />
          )
        }
      </QueryState>
    </SearchLayout>
  );
}
