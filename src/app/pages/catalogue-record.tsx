import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import type { RecordRoute } from '@/config/catalogue-pages.mjs';
import {
  AgencyDetail,
  firstQueries,
  ProjectDetail,
  PropertyDetail,
  UnitDesignDetail,
  UnitDetail,
  useRouteId,
} from '@/features/catalogue';
import type { FirstQuery } from '@/lib/react-query';
import { pageModules } from './page-modules';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    propertyDescription: {
      id: 'pages.property.description',
      defaultMessage: 'Property details, licence and financing.',
      description: 'Page meta description',
    },
    projectDescription: {
      id: 'pages.project.description',
      defaultMessage: 'Project details, unit designs and available units.',
      description: 'Page meta description',
    },
    unit: { id: 'pages.unit.title', defaultMessage: 'Unit', description: 'Page title' },
    unitDescription: {
      id: 'pages.unit.description',
      defaultMessage: 'Unit details, price and reservation.',
      description: 'Page meta description',
    },
    unitDesignDescription: {
      id: 'pages.unitDesign.description',
      defaultMessage: 'Unit design details and available units.',
      description: 'Page meta description',
    },
    agency: { id: 'pages.agency.title', defaultMessage: 'Agency', description: 'Page title' },
    agencyDescription: {
      id: 'pages.agency.description',
      defaultMessage: 'The agency and its listings.',
      description: 'Page meta description',
    },
  }),
  property: pageTitles.property,
  project: pageTitles.project,
  unitDesign: pageTitles.unitDesign,
};

type DetailProps = { id: number; title: string; description: string };
type RecordKind = {
  title: MessageDescriptor;
  description: MessageDescriptor;
  Detail: ComponentType<DetailProps>;
  firstQuery: FirstQuery;
};

/** What the page of each kind of record (src/config/catalogue-pages.mjs) shows. */
const RECORDS: Record<RecordRoute, RecordKind> = {
  property: {
    title: messages.property,
    description: messages.propertyDescription,
    Detail: PropertyDetail,
    firstQuery: firstQueries.property,
  },
  project: {
    title: messages.project,
    description: messages.projectDescription,
    Detail: ProjectDetail,
    firstQuery: firstQueries.project,
  },
  unit: {
    title: messages.unit,
    description: messages.unitDescription,
    Detail: UnitDetail,
    firstQuery: firstQueries.unit,
  },
  unitDesign: {
    title: messages.unitDesign,
    description: messages.unitDesignDescription,
    Detail: UnitDesignDetail,
    firstQuery: firstQueries.unitDesign,
  },
  agency: {
    title: messages.agency,
    description: messages.agencyDescription,
    Detail: AgencyDetail,
    firstQuery: firstQueries.agency,
  },
};

function CatalogueRecordPage({ record }: { record: RecordKind }) {
  const intl = useIntl();
  const id = useRouteId();
  return (
    <record.Detail
      key={id}
      id={id}
      title={intl.formatMessage(record.title)}
      description={intl.formatMessage(record.description)}
    />
  );
}

/** The page module of a kind of record (src/app/router.tsx): its page and its first call. */
export const recordPage = pageModules(RECORDS, (record) => <CatalogueRecordPage record={record} />);
