import type { ComponentType } from 'react';
import type { SavedSearchKind } from '@generated/model';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Container, Page } from '@/components/page';
import type { ListRoute } from '@/config/catalogue-pages.mjs';
import { pageTitles } from '@/config/page-titles';
import {
  listQueries,
  ProjectsBrowser,
  PropertiesSearch,
  UnitDesignsBrowser,
  UnitsBrowser,
} from '@/features/catalogue';
import { SaveSearch } from '@/features/saved/list-page';
import { defineMessages } from '@/i18n/define-messages';
import { pageModules } from './page-modules';

const descriptions: Record<ListRoute, MessageDescriptor> = defineMessages({
  properties: {
    id: 'pages.properties.description',
    defaultMessage: 'Search properties for sale and rent with filters and a map.',
    description: 'Page meta description',
  },
  projects: {
    id: 'pages.projects.description',
    defaultMessage: 'Residential projects from partner developers.',
    description: 'Page meta description',
  },
  units: {
    id: 'pages.units.description',
    defaultMessage: 'Units for sale in partner projects.',
    description: 'Page meta description',
  },
  unitDesigns: {
    id: 'pages.unitDesigns.description',
    defaultMessage: 'Floor plans and designs of units.',
    description: 'Page meta description',
  },
});

/** What each list of the catalogue (src/config/catalogue-pages.mjs) shows. */
const BROWSERS: Record<ListRoute, ComponentType> = {
  properties: PropertiesSearch,
  projects: ProjectsBrowser,
  units: UnitsBrowser,
  unitDesigns: UnitDesignsBrowser,
};

/** The saved search kind of each list. */
const SEARCH_KINDS: Record<ListRoute, SavedSearchKind> = {
  properties: 'properties',
  projects: 'projects',
  units: 'units',
  unitDesigns: 'unit_designs',
};

function CatalogueListPage({ route }: { route: ListRoute }) {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles[route]);
  const Browser = BROWSERS[route];
  return (
    <>
      <Container>
        <Breadcrumbs items={[{ label: title }]} />
      </Container>
      <Page title={title} description={intl.formatMessage(descriptions[route])}>
        <SaveSearch kind={SEARCH_KINDS[route]} />
        <Browser />
      </Page>
    </>
  );
}

/** The page module of a list (src/app/router.tsx): the one list page for that kind, and its first call. */
export const listPage = pageModules<ListRoute>(
  (route) => <CatalogueListPage route={route} />,
  listQueries,
);
