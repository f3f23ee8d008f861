import styled from 'styled-components';
import {
  getListPropertiesQueryOptions,
  useListProperties,
} from '@generated/api/catalogue/catalogue';
import { CardsSkeleton } from '@/components/skeleton';
import {
  clearFilters,
  hasFilters,
  parsePropertySearch,
  serializePropertySearch,
  toListPropertiesParams,
  type PropertySearch,
} from '../property-search';
import { PROPERTIES_PAGE_SIZE, useQueryState } from '../use-query-state';
import { PropertyMapPanel } from './property-map-panel';
import { PropertyResults } from './property-results';
import { QueryState } from './query-state';
import { SearchLayout } from './search-layout';
import { ViewSwitch } from './view-switch';

/** In the map view: the map above the list on wide screens, the map alone on phones (the switch). */
const Results = styled.div<{ $map: boolean }>`
  display: grid;
  gap: 16px;
  ${({ $map, theme }) => $map && `.list { display: none; } ${theme.media.md} { .list { display: block; } }`}
`;

const countQuery = (search: PropertySearch) =>
  getListPropertiesQueryOptions(toListPropertiesParams(search, 1));

/** `/properties`: filters, sort, pages and the map, all in the URL. */
export function PropertiesSearch() {
  const {
    state: search,
    setState,
    hrefOf,
  } = useQueryState(parsePropertySearch, serializePropertySearch);
  const query = useListProperties(toListPropertiesParams(search, PROPERTIES_PAGE_SIZE), {
    query: { placeholderData: (previous) => previous },
  });
  const isMap = search.view === 'map';

  return (
    <SearchLayout
      search={search}
      setState={setState}
      countQuery={countQuery}
      count={query.data?.count}
      controls={
        <>
          <ViewSwitch
            map={isMap}
            onChange={(map) =>
              setState({
                ...search,
                view: map ? 'map' : undefined,
                bbox: undefined,
                page: undefined,
              })
            }
          />
        </>
      }
    >
      <Results $map={isMap}>
        {isMap && <PropertyMapPanel search={search} onChange={setState} />}
        <div className="list">
          <QueryState query={query} loading={<CardsSkeleton count={PROPERTIES_PAGE_SIZE} />}>
            {() =>
              query.data && (
                <PropertyResults
                  data={query.data}
                  filtered={hasFilters(search) || Boolean(search.bbox)}
                  onClear={() => setState(clearFilters(search))}
                  pageHref={(page) => hrefOf({ ...search, page })}
                />
              )
            }
          </QueryState>
        </div>
      </Results>
    </SearchLayout>
  );
}
