import type { ComponentType } from 'react';
import type { PageQueries } from '@/lib/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { RecordRoute } from '@/config/catalogue-pages.mjs';
import { pageTitles } from '@/config/page-titles';
import { useRouteId } from '@/features/catalogue/use-route-id';
import { recordQueries } from '@/features/catalogue/detail/queries';
import { defineMessages } from '@/i18n/define-messages';

const descriptions: Record<RecordRoute, MessageDescriptor> = defineMessages({
  property: {
    id: 'pages.property.description',
    defaultMessage: 'Property details, licence and financing.',
    description: 'Page meta description',
  },
  project: {
    id: 'pages.project.description',
    defaultMessage: 'Project details, unit designs and available units.',
    description: 'Page meta description',
  },
  unit: {
    id: 'pages.unit.description',
    defaultMessage: 'Unit details, price and reservation.',
    description: 'Page meta description',
  },
  unitDesign: {
    id: 'pages.unitDesign.description',
    defaultMessage: 'Unit design details and available units.',
    description: 'Page meta description',
  },
  agency: {
    id: 'pages.agency.description',
    defaultMessage: 'The agency and its listings.',
    description: 'Page meta description',
  },
});

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
        description={intl.formatMessage(descriptions[route])}
      />
    );
  }
  return { default: CatalogueRecordPage, queries: recordQueries[route] };
}
