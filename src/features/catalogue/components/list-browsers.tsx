import type { ReactNode } from 'react';
import { useListProjects, useListUnitDesigns } from '@generated/api/catalogue/catalogue';
import { CardsSkeleton } from '@/components/skeleton';
import {
  LIST_PAGE_SIZE,
  listPageParams,
  parsePageSearch,
  serializePageSearch,
  useQueryState,
  type PageSearch,
} from '../use-query-state';
import { CardResults, NoResults, ResultsHeading } from './card-results';
import { QueryState } from './query-state';
import { SearchBox } from './search-box';
import { UnitDesignCard } from './unit-design-card';
import { PROJECT_CARD_RATIO } from '@/entities/project';
import { ProjectCardWithSave } from './project-card-with-save';

const KEEP_PREVIOUS = { query: { placeholderData: <T,>(previous: T) => previous } };

function useListState() {
  return useQueryState(parsePageSearch, serializePageSearch);
}

type Query<T> = Parameters<typeof QueryState>[0]['query'] & {
  data?: { results: T[]; page: number; count: number; page_size: number };
};

/** A list with a name search and pages, both in the URL. */
function SearchableList<T extends { id: number }>({
  list,
  query,
  card,
  ratio,
}: {
  list: ReturnType<typeof useListState>;
  query: Query<T>;
  card: (item: T, priority: boolean) => ReactNode;
  /** The aspect ratio of the cards' pictures (4 / 3 unless given). */
  ratio?: string;
}) {
  const { state, setState, hrefOf } = list;
  return (
    <>
      <SearchBox
        key={state.search ?? ''}
        initial={state.search}
        onSearch={(search) => setState({ search })}
      />
      <ResultsHeading count={query.data?.count} />
      <QueryState query={query} loading={<CardsSkeleton count={LIST_PAGE_SIZE} ratio={ratio} />}>
        {() =>
          query.data && (
            <CardResults
              data={query.data}
              pageHref={(page) => hrefOf({ ...state, page } satisfies PageSearch)}
              empty={<NoResults filtered={Boolean(state.search)} onClear={() => setState({})} />}
            >
              {card}
            </CardResults>
          )
        }
      </QueryState>
    </>
  );
}

/** `/projects`. */
export function ProjectsBrowser() {
  const list = useListState();
  const query = useListProjects(listPageParams(list.state), KEEP_PREVIOUS);
  return (
    <SearchableList
      list={list}
      query={query}
      card={(project, priority) => <ProjectCardWithSave project={project} priority={priority} />}
      ratio={PROJECT_CARD_RATIO}
    />
  );
}

/** `/unit-designs`. */
export function UnitDesignsBrowser() {
  const list = useListState();
  const query = useListUnitDesigns(listPageParams(list.state), KEEP_PREVIOUS);
  return (
    <SearchableList
      list={list}
      query={query}
      card={(design, priority) => <UnitDesignCard design={design} priority={priority} />}
    />
  );
}
