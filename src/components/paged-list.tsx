import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useApiErrorText } from '@/lib/error-messages';
import { Pagination } from './pagination';
import { EmptyState, ErrorState, PageLoading } from './status';
import { panelStyles } from './panel';

/** A column of records. */
export const RecordList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** One record in a list: a card with a header (title and status) and muted lines. */
export const RecordItem = styled.li`
  padding: 16px;
  ${panelStyles}
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 8px;
  }
  h2,
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Props<T> = {
  /** One page of a list answer (`count` and `results`), for the page in the URL. */
  query: UseQueryResult<{ count: number; results: T[] }, unknown>;
  page: number;
  pageSize: number;
  empty: ReactNode;
  emptyAction?: ReactNode;
  /** An item: an `<li>` with its key. */
  children: (item: T) => ReactNode;
};

/** A page of a list with its loading, error (and retry) and empty states, and the page links. */
export function PagedList<T>({ query, page, pageSize, empty, emptyAction, children }: Props<T>) {
  const errorText = useApiErrorText();
  const [location] = useLocation();
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.count === 0) return <EmptyState message={empty} action={emptyAction} />;
  return (
    <>
      <RecordList>{query.data.results.map(children)}</RecordList>
      <Pagination
        page={page}
        count={query.data.count}
        pageSize={pageSize}
        hrefOf={(target) => (target === 1 ? location : `${location}?page=${target}`)}
      />
    </>
  );
}
