import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { RecordRoute } from '@/config/catalogue-pages.mjs';
import { pageTitles } from '@/config/page-titles';
import { pageQueries, useRouteId } from '@/features/catalogue';
import {
  AgencyDetail,
  ProjectDetail,
  PropertyDetail,
  UnitDesignDetail,
  UnitDetail,
} from '@/features/catalogue/detail';
import { defineMessages } from '@/i18n/define-messages';
import { pageModules } from './page-modules';

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

/** What the page of each kind of record (src/config/catalogue-pages.mjs) shows. */
const DETAILS: Record<RecordRoute, ComponentType<DetailProps>> = {
  property: PropertyDetail,
  project: ProjectDetail,
  unit: UnitDetail,
  unitDesign: UnitDesignDetail,
  agency: AgencyDetail,
};

function CatalogueRecordPage({ route }: { route: RecordRoute }) {
  const intl = useIntl();
  const id = useRouteId();
  const Detail = DETAILS[route];
  return (
    <Detail
      key={id}
      id={id}
      title={intl.formatMessage(pageTitles[route])}
      description={intl.formatMessage(descriptions[route])}
    />
  );
}

/** The page module of a kind of record (src/app/router.tsx): its page and its first call. */
export const recordPage = pageModules<RecordRoute>(
  (route) => <CatalogueRecordPage route={route} />,
  pageQueries,
);
