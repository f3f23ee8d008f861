import type { ReactNode } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { ChunkLoadError } from '@/lib/navigation/lazy-with-reload';
import { ErrorBoundary } from './error-boundary';
import { ErrorPage } from '../pages/error-page';

/** 404 for an API "not found" that reached the page, the status of a server error, 500 otherwise. */
export function statusOf(error: unknown): number {
  if (isApiError(error) && error.status !== null && (error.status === 404 || error.status >= 500)) {
    return error.status;
  }
  return 500;
}

/**
 * A page that fails while rendering shows the error page inside the layout, with a retry: a chunk that
 * could not be loaded needs a reload, anything else renders the page again.
 */
export function PageErrorBoundary({
  resetKey,
  children,
}: {
  resetKey: unknown;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error, reset) => (
        <ErrorPage
          status={statusOf(error)}
          onRetry={error instanceof ChunkLoadError ? () => window.location.reload() : reset}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
