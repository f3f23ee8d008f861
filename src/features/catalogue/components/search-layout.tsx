import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PropertyOrdering } from '@generated/model';
import { ControlledSelect } from '@/components/form/controlled-fields';
import { searchCriteria, usePlaceNames, type SearchCriteria } from '@/entities/saved-home';
import { propertyOrderingMessages } from '../messages/enums';
import type { FormSearch } from '../filters-draft';
import { DEFAULT_ORDERING, LISTING_FILTER_KEYS } from '../listing-search';
import { filterMessages, listMessages } from '../messages/catalogue';
import { BudgetFilter } from './budget-filter';
import { ResultsHeading } from './card-results';
import { FilterChips } from './filter-chips';
import { FiltersDisclosure } from './filters-disclosure';
import { FiltersForm, type FiltersFormProps } from './filters-form';

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

const FORM_KEYS = ['purpose', ...LISTING_FILTER_KEYS] as const;
const filtersKey = (search: FormSearch) => FORM_KEYS.map((key) => search[key] ?? '').join('|');

type SortedSearch = FormSearch & SearchCriteria & { ordering?: PropertyOrdering };

type Props<S extends SortedSearch> = Pick<FiltersFormProps<S>, 'countQuery' | 'purpose'> & {
  search: S;
  setState: (next: S, options?: { replace?: boolean }) => void;
  /** The results' count, once known. */
  count?: number;
  /** After the sort: the list's own controls. */
  controls: ReactNode;
  children: ReactNode;
};

/**
 * A list of homes searched with filters (`/properties`, `/units`): the filters beside the results on
 * wide screens, a full-screen sheet with the live count on phones; the count, the sort, the list's
 * controls and the results.
 */
export function SearchLayout<S extends SortedSearch>({
  search,
  setState,
  count,
  controls,
  children,
  ...form
}: Props<S>) {
  const intl = useIntl();
  const criteria = searchCriteria(intl, search, usePlaceNames(search));
  // The sheet's button counts what the sheet holds (not "available", a checkbox beside the list).
  const inForm = criteria.filter(({ keys }) =>
    keys.every((key) => (FORM_KEYS as readonly string[]).includes(key)),
  ).length;
  const removeFilters = (keys: (keyof SearchCriteria)[]) =>
    setState({
      ...search,
      ...Object.fromEntries(keys.map((key) => [key, undefined])),
      page: undefined,
    });
  return (
    <Layout>
      <FiltersDisclosure
        title={intl.formatMessage(filterMessages.title)}
        openerLabel={
          inForm > 0 ? intl.formatMessage(filterMessages.titleCount, { count: inForm }) : undefined
        }
      >
        {({ sheet, applied }) => (
          <FiltersForm
            key={filtersKey(search)}
            {...form}
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
              id="list-sort"
              label={intl.formatMessage(listMessages.sort)}
              value={search.ordering ?? DEFAULT_ORDERING}
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
            {controls}
            <BudgetFilter search={search} setState={setState} />
          </div>
        </Toolbar>
        <FilterChips criteria={criteria} onRemove={removeFilters} />
        {children}
      </section>
    </Layout>
  );
}
