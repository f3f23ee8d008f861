import type { ComponentType } from 'react';
import type { SavedSearchKind } from '@generated/model';
import { useIntl } from 'react-intl';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Container, Page } from '@/components/page';
import type { ListRoute } from '@/config/catalogue-pages';
import { pageDescriptions, pageTitles } from '@/config/page-titles';
import {
  listQueries,
  ProjectsBrowser,
  PropertiesSearch,
  UnitDesignsBrowser,
  UnitsBrowser,
} from '@/features/catalogue';
import { SaveSearch } from '@/features/saved/entries/list-page';
import { pageModules } from './page-modules';

/** What each list of the catalogue (src/config/catalogue-pages.ts) shows. */
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
      <Page title={title} description={intl.formatMessage(pageDescriptions[route])}>
        <SaveSearch kind={SEARCH_KINDS[route]} />
        <Browser />
      </Page>
    </>
  );
}

/** The page module of a list (src/app/router/router.tsx): the one list page for that kind, and its first call. */
export const listPage = pageModules<ListRoute>(
  (route) => <CatalogueListPage route={route} />,
  listQueries,
);
