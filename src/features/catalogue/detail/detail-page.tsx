import type { ReactNode } from 'react';
import type { UnadvertisedReason as Unadvertised } from '@generated/model';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { Container, Page, usePageHead, type PageHead } from '@/components/page';
import { DetailSkeleton } from '@/components/skeleton';
import { ErrorState } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { isNotFound } from '../components/query-state';
import { detailMessages as m } from '../messages/detail';
import { NotFoundState, type MissingKind } from './not-found';
import { UnadvertisedState, type Similar } from './unadvertised';

/** One line whatever the title's length: the trail keeps its height when the title arrives. */
const Trail = styled(Container)`
  ol {
    flex-wrap: nowrap;
  }
  li {
    white-space: nowrap;
  }
  li:last-child {
    min-width: 0;
    overflow: hidden;
  }
  li:last-child span {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

type Props<T> = {
  query: QueryLike<T>;
  kind: MissingKind;
  /** The page's generic title and description (while loading, on failure). */
  title: string;
  description: string;
  /** The trail between Home and the current page. */
  crumbs: Crumb[];
  titleOf: (data: T) => string;
  /** What the page tells search engines and link previews (the server's head). */
  headOf?: (data: T) => PageHead;
  /** Where to look when the listing is no longer advertised. */
  similarOf?: (data: T) => Similar[];
  /** The loading state's layout, the page's own (DetailSkeleton). */
  layout?: 'listing' | 'wide';
  children: (data: T) => ReactNode;
};

/** A detail page: loading, "no longer available" on 404, the error with a retry, or the content. */
export function DetailPage<T>({
  query,
  kind,
  title,
  description,
  crumbs,
  titleOf,
  headOf,
  similarOf,
  layout,
  children,
}: Props<T>) {
  const intl = useIntl();
  const apiErrorText = useApiErrorText();
  const data = query.data;
  const listing = data as { advertised?: boolean; unadvertised_reason?: Unadvertised } | undefined;
  const unadvertised = listing?.advertised === false;
  const notFound = query.isError && isNotFound(query.error);
  const head = data && headOf?.(data);
  usePageHead(
    data ? { ...head, ...(unadvertised && { status: 410 }) } : notFound ? { status: 404 } : {},
  );
  const pageTitle = data ? titleOf(data) : notFound ? intl.formatMessage(m.notFoundTitle) : title;
  return (
    <>
      <Trail>
        <Breadcrumbs items={[...crumbs, { label: pageTitle }]} />
      </Trail>
      <Page title={pageTitle} description={head?.description ?? description}>
        {data && unadvertised ? (
          <UnadvertisedState
            reason={listing?.unadvertised_reason ?? undefined}
            similar={similarOf?.(data) ?? []}
          />
        ) : data ? (
          children(data)
        ) : query.isError ? (
          isNotFound(query.error) ? (
            <NotFoundState kind={kind} />
          ) : (
            <ErrorState
              message={apiErrorText(query.error)}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          )
        ) : (
          <DetailSkeleton layout={layout} />
        )}
      </Page>
    </>
  );
}
