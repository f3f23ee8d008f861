import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { CardGrid } from '@/components/card';
import { Pagination } from '@/components/pagination';
import { commonMessages } from '@/components/messages';
import { EmptyState } from '@/components/status';
import { listMessages as m } from '../messages/catalogue';

type Page<T> = { results: T[]; page: number; count: number; page_size: number };

type Props<T> = {
  data: Page<T>;
  pageHref: (page: number) => string;
  /** Shown instead of the cards when the page is empty. */
  empty: ReactNode;
  label?: string;
  /** A card; `priority` for the first two (their pictures load first). */
  children: (item: T, priority: boolean) => ReactNode;
};

const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.35rem;
  line-height: 1.4;
`;

/**
 * A list page's count of results, the heading of its cards (their titles are `h3`); it holds its line
 * while the list loads, so the count arriving moves nothing.
 */
export function ResultsHeading({ id, count }: { id?: string; count?: number }) {
  const intl = useIntl();
  return (
    <Heading id={id} aria-live="polite">
      {count === undefined
        ? intl.formatMessage(commonMessages.loading)
        : intl.formatMessage(m.resultsCount, { count })}
    </Heading>
  );
}

/** A page of results as cards, with the page links under them. */
export function CardResults<T extends { id: number }>({
  data,
  pageHref,
  empty,
  label,
  children,
}: Props<T>) {
  if (data.results.length === 0) return <>{empty}</>;
  return (
    <>
      <CardGrid aria-label={label}>
        {data.results.map((item, index) => (
          <li key={item.id}>{children(item, index < 2)}</li>
        ))}
      </CardGrid>
      <Pagination page={data.page} count={data.count} pageSize={data.page_size} hrefOf={pageHref} />
    </>
  );
}

/** Nothing to show: with filters, a way to clear them. */
export function NoResults({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
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
