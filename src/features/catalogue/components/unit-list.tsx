import { useIntl } from 'react-intl';
import { useListUnits } from '@generated/api/catalogue/catalogue';
import type { ListUnitsParams } from '@generated/model';
import { EmptyState } from '@/components/status';
import { listMessages } from '../messages';
import { parsePageSearch, serializePageSearch, useQueryState } from '../use-query-state';
import { CardGrid } from '@/components/card';
import { Pagination } from '@/components/pagination';
import { QueryState } from './query-state';
import { UnitCard } from '@/entities/unit';

export const UNITS_PAGE_SIZE = 12;

type Props = {
  filter: Omit<ListUnitsParams, 'page' | 'page_size'>;
  emptyText: string;
  priorityImages?: boolean;
};

/** A page of units (page and the available-only flag in the URL), with its empty state. */
export function UnitList({ filter, emptyText, priorityImages = false }: Props) {
  const { state, hrefOf } = useQueryState(parsePageSearch, serializePageSearch);
  const query = useListUnits(
    { ...filter, page: state.page, page_size: UNITS_PAGE_SIZE },
    { query: { placeholderData: (previous) => previous } },
  );
  const intl = useIntl();
  return (
    <QueryState query={query}>
      {() =>
        query.data && query.data.results.length === 0 ? (
          <EmptyState message={emptyText} />
        ) : (
          query.data && (
            <>
              <CardGrid aria-label={intl.formatMessage(listMessages.units)}>
                {query.data.results.map((unit, index) => (
                  <li key={unit.id}>
                    <UnitCard unit={unit} priority={priorityImages && index < 2} />
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
  );
}
