import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useListUnits } from '@generated/api/catalogue/catalogue';
import type { ListUnitsParams, UnitPage } from '@generated/model';
import { CardsSkeleton } from '@/components/skeleton';
import { EmptyState } from '@/components/status';
import { listMessages } from '../messages/catalogue';
import {
  parsePageSearch,
  serializePageSearch,
  UNITS_PAGE_SIZE,
  useQueryState,
} from '../use-query-state';
import { CardResults } from './card-results';
import { QueryState } from './query-state';
import { SaveButton } from '@/entities/saved-home';
import { UnitCard } from '@/entities/unit';
import { BudgetFit } from '@/entities/budget';
import { CompareToggle } from '@/entities/compare';

type ResultsProps = {
  data: UnitPage;
  pageHref: (page: number) => string;
  empty: ReactNode;
  /** The first cards' pictures load first (the units page, where they are the first screen). */
  priorityImages?: boolean;
};

/** A page of units as cards, each with its save heart. */
export function UnitResults({ data, pageHref, empty, priorityImages = false }: ResultsProps) {
  const intl = useIntl();
  return (
    <CardResults
      data={data}
      pageHref={pageHref}
      empty={empty}
      label={intl.formatMessage(listMessages.units)}
    >
      {(unit, priority) => (
        <UnitCard
          unit={unit}
          priority={priorityImages && priority}
          action={<SaveButton listing={{ kind: 'unit', id: unit.id, title: unit.title }} />}
          budget={<BudgetFit price={unit.price} />}
          footer={<CompareToggle item={{ kind: 'unit', id: unit.id }} title={unit.title} />}
        />
      )}
    </CardResults>
  );
}

type Props = { filter: Omit<ListUnitsParams, 'page' | 'page_size'>; emptyText: string };

/** The units of a project or a design, by number, a page at a time (the page in the URL). */
export function UnitList({ filter, emptyText }: Props) {
  const { state, hrefOf } = useQueryState(parsePageSearch, serializePageSearch);
  const query = useListUnits(
    { ...filter, page: state.page, page_size: UNITS_PAGE_SIZE },
    { query: { placeholderData: (previous) => previous } },
  );
  return (
    <QueryState query={query} loading={<CardsSkeleton count={UNITS_PAGE_SIZE} />}>
      {() =>
        query.data && (
          <UnitResults
            data={query.data}
            pageHref={(page) => hrefOf({ ...state, page })}
            empty={<EmptyState message={emptyText} />}
          />
        )
      }
    </QueryState>
  );
}
