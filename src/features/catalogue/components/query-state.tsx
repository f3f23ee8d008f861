import type { ReactNode } from 'react';
import { ErrorState, PageLoading } from '@/components/status';
import { isApiError } from '@/lib/http/api-error';
import { useApiErrorText } from '@/lib/error-messages';

type QueryLike = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Loading, or the failure with a retry; otherwise the content. */
export function QueryState({
  query,
  loading,
  children,
}: {
  query: QueryLike;
  /** The content's shape while it loads (skeleton cards); a spinner by default. */
  loading?: ReactNode;
  children: () => ReactNode;
}) {
  const apiErrorText = useApiErrorText();
  if (query.isPending) return loading ?? <PageLoading />;
  if (query.isError) {
    return (
      <ErrorState
        message={apiErrorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children()}</>;
}
