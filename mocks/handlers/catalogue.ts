import { http } from 'msw';
import { ProjectOrdering, ProjectType } from '../../generated/model';
import {
  agencies,
  agencyDetail,
  agencySummary,
  isAdvertisedProject,
  projectDetail,
  projects,
  projectStats,
  projectSummary,
} from '../db/catalogue';
import { api, fail, json, langOf, paginate } from '../lib/http';
import { hasScenario } from '../scenarios';
import { leadHandlers } from './catalogue-leads';
import { propertyHandlers } from './catalogue-properties';
import { publishedListingHandlers } from './catalogue-published';
import { matches, QueryReader, sortBy } from './catalogue-query';
import { unitDesignHandlers, unitHandlers } from './catalogue-units';

/**
 * The catalogue, read-only and public: projects, properties, units, unit designs and agencies from the seeded
 * store (mocks/db/catalogue). Lists give only the advertised (mocks/db/catalogue/advertised.ts); details
 * answer the others too. Unknown ids (9999 is documented) answer 404 with the entity's code; the
 * `empty-catalogue` scenario empties every list.
 */
const values = <T extends Record<string, string>>(enumeration: T) =>
  Object.values(enumeration) as T[keyof T][];

const projectHandlers = [
  http.get(api('/api/v1/projects/'), ({ request }) => {
    const url = new URL(request.url);
    const query = new QueryReader(url.searchParams);
    query.page();
    const search = query.search();
    const region = query.int('region');
    const city = query.int('city');
    const type = query.oneOf('type', values(ProjectType));
    const agency = query.int('agency');
    const ordering = query.oneOf('ordering', values(ProjectOrdering)) ?? 'name';
    if (query.errors.length > 0) return fail(400, query.errors);
    const lang = langOf(request);
    const found = hasScenario(request, 'empty-catalogue')
      ? []
      : [...projects.values()].filter(
          (project) =>
            isAdvertisedProject(project) &&
            (region === undefined || project.regionId === region) &&
            (city === undefined || project.cityId === city) &&
            (!type || project.type === type) &&
            (agency === undefined || project.agencyId === agency) &&
            matches(search, ...Object.values(project.name)),
        );
    const descending = ordering.startsWith('-');
    const sorted = sortBy(
      found,
      ordering,
      (project, field) => {
        if (field === 'name') return project.name[lang];
        const stats = projectStats(project.id);
        if (field === 'units_available') return stats.units_available;
        return stats.price_from ?? (descending ? -1 : Number.MAX_SAFE_INTEGER);
      },
      lang,
    );
    const page = paginate(sorted, url);
    if (page instanceof Response) return page;
    return json({ ...page, results: page.results.map((project) => projectSummary(project, lang)) });
  }),
  http.get(api('/api/v1/projects/:projectId/'), ({ request, params }) => {
    const project = projects.get(Number(params.projectId));
    if (!project) return fail(404, ['project__not_found']);
    return json(projectDetail(project, langOf(request)));
  }),
];

const agencyHandlers = [
  http.get(api('/api/v1/agencies/'), ({ request }) => {
    const url = new URL(request.url);
    const query = new QueryReader(url.searchParams);
    query.page();
    const search = query.search();
    const city = query.int('city');
    if (query.errors.length > 0) return fail(400, query.errors);
    const lang = langOf(request);
    const found = hasScenario(request, 'empty-catalogue')
      ? []
      : [...agencies.values()].filter(
          (agency) =>
            (city === undefined || agency.cityId === city) &&
            matches(search, ...Object.values(agency.name)),
        );
    const page = paginate(
      sortBy(found, 'name', (agency) => agency.name[lang], lang),
      url,
    );
    if (page instanceof Response) return page;
    return json({ ...page, results: page.results.map((agency) => agencySummary(agency, lang)) });
  }),
  http.get(api('/api/v1/agencies/:agencyId/'), ({ request, params }) => {
    const agency = agencies.get(Number(params.agencyId));
    if (!agency) return fail(404, ['agency__not_found']);
    return json(agencyDetail(agency, langOf(request)));
  }),
];

export const catalogueHandlers = [
  ...projectHandlers,
  ...propertyHandlers,
  ...unitHandlers,
  ...unitDesignHandlers,
  ...agencyHandlers,
  ...publishedListingHandlers,
  ...leadHandlers,
];
