import type { ComponentType } from 'react';
import type { PageQueries } from '@/lib/http/react-query';
import { useIntl } from 'react-intl';
import type { RecordRoute } from '@/config/catalogue-pages';
import { pageDescriptions, pageTitles } from '@/config/page-titles';
import { recordQueries, useRouteId } from '@/features/catalogue/entries/record-page';

type DetailProps = { id: number; title: string; description: string };

/**
 * The page of a kind of record, its detail component given by the kind's own page module
 * (record-<kind>.tsx, so that a page loads only its kind's code), and the calls of its first screen.
 */
export function recordPage(
  route: RecordRoute,
  Detail: ComponentType<DetailProps>,
): { default: ComponentType; queries: PageQueries } {
  function CatalogueRecordPage() {
    const intl = useIntl();
    const id = useRouteId();
    return (
      <Detail
        key={id}
        id={id}
        title={intl.formatMessage(pageTitles[route])}
        description={intl.formatMessage(pageDescriptions[route])}
      />
    );
  }
  return { default: CatalogueRecordPage, queries: recordQueries[route] };
}
