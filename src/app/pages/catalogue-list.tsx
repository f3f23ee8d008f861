import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Container, Page } from '@/components/page';
import type { ListRoute } from '@/config/catalogue-pages.mjs';
import {
  firstQueries,
  ProjectsBrowser,
  PropertiesSearch,
  UnitDesignsBrowser,
  UnitsBrowser,
} from '@/features/catalogue';
import type { FirstQuery } from '@/lib/react-query';
import { pageModules } from './page-modules';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    propertiesDescription: {
      id: 'pages.properties.description',
      defaultMessage: 'Search properties for sale and rent with filters and a map.',
      description: 'Page meta description',
    },
    projectsDescription: {
      id: 'pages.projects.description',
      defaultMessage: 'Residential projects from partner developers.',
      description: 'Page meta description',
    },
    unitsDescription: {
      id: 'pages.units.description',
      defaultMessage: 'Units for sale in partner projects.',
      description: 'Page meta description',
    },
    unitDesignsDescription: {
      id: 'pages.unitDesigns.description',
      defaultMessage: 'Floor plans and designs of units.',
      description: 'Page meta description',
    },
  }),
  properties: pageTitles.properties,
  projects: pageTitles.projects,
  units: pageTitles.units,
  unitDesigns: pageTitles.unitDesigns,
};

type ListKind = {
  title: MessageDescriptor;
  description: MessageDescriptor;
  Browser: ComponentType;
  firstQuery: FirstQuery;
};

const list = (
  title: MessageDescriptor,
  description: MessageDescriptor,
  Browser: ComponentType,
  firstQuery: FirstQuery,
): ListKind => ({ title, description, Browser, firstQuery });

/** What each list of the catalogue (src/config/catalogue-pages.mjs) shows. */
const LISTS: Record<ListRoute, ListKind> = {
  properties: list(
    messages.properties,
    messages.propertiesDescription,
    PropertiesSearch,
    firstQueries.properties,
  ),
  projects: list(
    messages.projects,
    messages.projectsDescription,
    ProjectsBrowser,
    firstQueries.projects,
  ),
  units: list(messages.units, messages.unitsDescription, UnitsBrowser, firstQueries.units),
  unitDesigns: list(
    messages.unitDesigns,
    messages.unitDesignsDescription,
    UnitDesignsBrowser,
    firstQueries.unitDesigns,
  ),
};

function CatalogueListPage({ kind }: { kind: ListKind }) {
  const intl = useIntl();
  const title = intl.formatMessage(kind.title);
  return (
    <>
      <Container>
        <Breadcrumbs items={[{ label: title }]} />
      </Container>
      <Page title={title} description={intl.formatMessage(kind.description)}>
        <kind.Browser />
      </Page>
    </>
  );
}

/** The page module of a list (src/app/router.tsx): the one list page for that kind, and its first call. */
export const listPage = pageModules(LISTS, (kind) => <CatalogueListPage kind={kind} />);
