import { useIntl } from 'react-intl';
import { useListProjects, useListUnitDesigns } from '@generated/api/catalogue/catalogue';
import { Button } from '@/components/button';
import { ControlledCheckbox } from '@/components/form';
import { EmptyState } from '@/components/status';
import { listMessages as m } from '../messages';
import {
  listPageParams,
  parsePageSearch,
  serializePageSearch,
  useQueryState,
} from '../use-query-state';
import { CardGrid } from '@/components/card';
import { Pagination } from '@/components/pagination';
import { QueryState } from './query-state';
import { SearchBox } from './search-box';
import { ProjectCard } from '@/entities/project';
import { UnitDesignCard } from './unit-design-card';
import { UnitList } from './unit-list';

function useListState() {
  return useQueryState(parsePageSearch, serializePageSearch);
}

function NoResults({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const intl = useIntl();
  return (
    <EmptyState
      message={intl.formatMessage(filtered ? m.noResults : m.empty)}
      action={
        filtered ? (
          <Button type="button" variant="secondary" onClick={onClear}>
            {intl.formatMessage(m.clearFilters)}
          </Button>
        ) : undefined
      }
    />
  );
}

/** `/projects`: a name search and pages, in the URL. */
export function ProjectsBrowser() {
  const { state, setState, hrefOf } = useListState();
  const query = useListProjects(listPageParams(state), {
    query: { placeholderData: (previous) => previous },
  });
  return (
    <>
      <SearchBox
        key={state.search ?? ''}
        initial={state.search}
        onSearch={(search) => setState({ search })}
      />
      <QueryState query={query}>
        {() =>
          query.data && query.data.results.length === 0 ? (
            <NoResults filtered={Boolean(state.search)} onClear={() => setState({})} />
          ) : (
            query.data && (
              <>
                <CardGrid>
                  {query.data.results.map((project, index) => (
                    <li key={project.id}>
                      <ProjectCard project={project} priority={index < 2} />
                    </li>
                  ))}
                </CardGrid>
                <Pagination
                  page={query.data.page}
                  count={query.data.count}
                  pageSize={query.data.page_size}
                  hrefOf={(page) => hrefOf({ ...state, page })}
                />
              </>
            )
          )
        }
      </QueryState>
    </>
  );
}

/** `/unit-designs`: a name search and pages, in the URL. */
export function UnitDesignsBrowser() {
  const { state, setState, hrefOf } = useListState();
  const query = useListUnitDesigns(listPageParams(state), {
    query: { placeholderData: (previous) => previous },
  });
  return (
    <>
      <SearchBox
        key={state.search ?? ''}
        initial={state.search}
        onSearch={(search) => setState({ search })}
      />
      <QueryState query={query}>
        {() =>
          query.data && query.data.results.length === 0 ? (
            <NoResults filtered={Boolean(state.search)} onClear={() => setState({})} />
          ) : (
            query.data && (
              <>
                <CardGrid>
                  {query.data.results.map((design, index) => (
                    <li key={design.id}>
                      <UnitDesignCard design={design} priority={index < 2} />
                    </li>
                  ))}
                </CardGrid>
                <Pagination
                  page={query.data.page}
                  count={query.data.count}
                  pageSize={query.data.page_size}
                  hrefOf={(page) => hrefOf({ ...state, page })}
                />
              </>
            )
          )
        }
      </QueryState>
    </>
  );
}

/** `/units`: the available-only filter and pages, in the URL. */
export function UnitsBrowser() {
  const intl = useIntl();
  const { state, setState } = useListState();
  return (
    <>
      <ControlledCheckbox
        id="units-available-only"
        label={intl.formatMessage(m.availableOnly)}
        checked={Boolean(state.available)}
        onCheckedChange={(available) => setState({ available: available || undefined })}
      />
      <UnitList
        filter={{ available_only: state.available }}
        emptyText={intl.formatMessage(state.available ? m.noResults : m.empty)}
        priorityImages
      />
    </>
  );
}
