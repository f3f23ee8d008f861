import { useIntl } from 'react-intl';
import { useListUnits } from '@generated/api/catalogue/catalogue';
import type { ListUnitsParams } from '@generated/model';
import { CardsSkeleton } from '@/components/skeleton';
import { EmptyState } from '@/components/status';
import { listMessages } from '../messages';
import { parsePageSearch, serializePageSearch, useQueryState } from '../use-query-state';
import { CardResults, ResultsHeading } from './card-results';
import { QueryState } from './query-state';
import { SaveButton } from '@/entities/saved-home';
import { UnitCard } from '@/entities/unit';

export const UNITS_PAGE_SIZE = 12;

type Props = {
  filter: Omit<ListUnitsParams, 'page' | 'page_size'>;
  emptyText: string;
  priorityImages?: boolean;
  /** The count of results as the cards' heading (the units list page; a detail page has its own). */
  countHeading?: boolean;
};

/** A page of units (page and the available-only flag in the URL), with its empty state. */
export function UnitList({
  filter,
  emptyText,
  priorityImages = false,
  countHeading = false,
}: Props) {
  const { state, hrefOf } = useQueryState(parsePageSearch, serializePageSearch);
  const query = useListUnits(
    { ...filter, page: state.page, page_size: UNITS_PAGE_SIZE },
    { query: { placeholderData: (previous) => previous } },
  );
  const intl = useIntl();
  return (
    <>
      {countHeading && <ResultsHeading count={query.data?.count} />}
      <QueryState query={query} loading={<CardsSkeleton count={UNITS_PAGE_SIZE} />}>
        {() =>
          query.data && (
            <CardResults
              data={query.data}
              pageHref={(page) => hrefOf({ ...state, page })}
              empty={<EmptyState message={emptyText} />}
              label={intl.formatMessage(listMessages.units)}
            >
              {(unit, priority) => (
                <UnitCard
                  unit={unit}
                  priority={priorityImages && priority}
                  action={<SaveButton listing={{ kind: 'unit', id: unit.id, title: unit.title }} />}
                />
              )}
            </CardResults>
          )
        }
      </QueryState>
    </>
  );
}
