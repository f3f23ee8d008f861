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

const record = (
  title: MessageDescriptor,
  description: MessageDescriptor,
  Detail: ComponentType<DetailProps>,
  firstQuery: FirstQuery,
): RecordKind => ({ title, description, Detail, firstQuery });

/** What the page of each kind of record (src/config/catalogue-pages.mjs) shows. */
const RECORDS: Record<RecordRoute, RecordKind> = {
  property: record(
    messages.property,
    messages.propertyDescription,
    PropertyDetail,
    firstQueries.property,
  ),
  project: record(
    messages.project,
    messages.projectDescription,
    ProjectDetail,
    firstQueries.project,
  ),
  unit: record(messages.unit, messages.unitDescription, UnitDetail, firstQueries.unit),
  unitDesign: record(
    messages.unitDesign,
    messages.unitDesignDescription,
    UnitDesignDetail,
    firstQueries.unitDesign,
  ),
  agency: record(messages.agency, messages.agencyDescription, AgencyDetail, firstQueries.agency),
};

function CatalogueRecordPage({ kind }: { kind: RecordKind }) {
  const intl = useIntl();
  const id = useRouteId();
  return (
    <kind.Detail
      key={id}
      id={id}
      title={intl.formatMessage(kind.title)}
      description={intl.formatMessage(kind.description)}
    />
  );
}

/** The page module of a kind of record (src/app/router.tsx): its page and its first call. */
export const recordPage = pageModules(RECORDS, (kind) => <CatalogueRecordPage kind={kind} />);
