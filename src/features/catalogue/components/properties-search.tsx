import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useListProperties } from '@generated/api/catalogue/catalogue';
import { PropertyOrdering } from '@generated/model';
import { CardsSkeleton } from '@/components/skeleton';
import { ControlledSelect } from '@/components/form/controlled-fields';
import { propertyOrderingMessages } from '../enum-messages';
import { filterMessages, listMessages as m } from '../messages';
import {
  clearFilters,
  FILTER_KEYS,
  hasFilters,
  parsePropertySearch,
  serializePropertySearch,
  toListPropertiesParams,
  type PropertySearch,
} from '../property-search';
import { useQueryState } from '../use-query-state';
import { FiltersDisclosure } from './filters-disclosure';
import { PropertyFilters } from './property-filters';
import { PropertyMapPanel } from './property-map-panel';
import { PropertyResults } from './property-results';
import { ResultsHeading } from './card-results';
import { QueryState } from './query-state';
import { ViewSwitch } from './view-switch';

export const PROPERTIES_PAGE_SIZE = 12;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 280px 1fr;
    align-items: start;
  }
`;

/** The count on its own line, so its text arriving never moves the controls. */
const Toolbar = styled.div`
  margin-bottom: 8px;
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    justify-content: space-between;
    gap: 8px 16px;
  }
  .controls > div:first-child {
    margin: 0;
  }
`;

/** In the map view: the map above the list on wide screens, the map alone on phones (the switch). */
const Results = styled.div<{ $map: boolean }>`
  display: grid;
  gap: 16px;
  ${({ $map, theme }) => $map && `.list { display: none; } ${theme.media.md} { .list { display: block; } }`}
`;

const filtersKey = (search: PropertySearch) =>
  FILTER_KEYS.map((key) => search[key] ?? '').join('|');

/** `/properties`: filters, sort, pages and the map, all in the URL. */
export function PropertiesSearch() {
  const intl = useIntl();
  const {
    state: search,
    setState,
    hrefOf,
  } = useQueryState(parsePropertySearch, serializePropertySearch);
  const query = useListProperties(toListPropertiesParams(search, PROPERTIES_PAGE_SIZE), {
    query: { placeholderData: (previous) => previous },
  });
  const isMap = search.view === 'map';
  const count = query.data?.count;

  return (
    <Layout>
      <FiltersDisclosure title={intl.formatMessage(filterMessages.title)}>
        {({ sheet, applied }) => (
          <PropertyFilters
            key={filtersKey(search)}
            search={search}
            liveCount={sheet}
            onSearch={(next) => {
              setState(next, sheet ? { replace: true } : undefined);
              applied();
            }}
          />
        )}
      </FiltersDisclosure>
      <section aria-labelledby="results-heading">
        <Toolbar>
          <ResultsHeading id="results-heading" count={count} />
          <div className="controls">
            <ControlledSelect
              id="properties-sort"
              label={intl.formatMessage(m.sort)}
              value={search.ordering ?? PropertyOrdering['-published_at']}
              onValueChange={(ordering) =>
                setState({ ...search, ordering: ordering as PropertyOrdering, page: undefined })
              }
            >
              {Object.entries(propertyOrderingMessages).map(([value, message]) => (
                <option key={value} value={value}>
                  {intl.formatMessage(message)}
                </option>
              ))}
            </ControlledSelect>
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
          </div>
        </Toolbar>
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
      </section>
    </Layout>
  );
}
