import { http } from 'msw';
import { UnitOrdering } from '../../generated/model';
import {
  designDetail,
  designSummary,
  findUnit,
  isPublishedDesign,
  projects,
  unitAdvertisedAt,
  unitDesigns,
  unitDetail,
  units,
  unitSummary,
  type MockUnit,
} from '../db/catalogue';
import { api, fail, json, langOf, paginate } from '../lib/http';
import { hasScenario } from '../scenarios';
import { enumValues, matches, QueryReader, sortBy } from './catalogue-query';
import { sweepMarket } from './saved-market';
import { readUnitFilters } from './unit-filters';

const orderValue = (unit: MockUnit, field: string): number | string => {
  if (field === 'price') return unit.price;
  if (field === 'price_per_m2') return Math.round(unit.price / unit.total_area);
  if (field === 'total_area') return unit.total_area;
  if (field === 'published_at') return Date.parse(unitAdvertisedAt(unit));
  return unit.number;
};

export const unitHandlers = [
  http.get(api('/api/v1/units/'), ({ request }) => {
    const url = new URL(request.url);
    const query = new QueryReader(url.searchParams);
    query.page();
    const matchesFilters = readUnitFilters(query);
    const ordering = query.oneOf('ordering', enumValues(UnitOrdering)) ?? 'number';
    if (query.errors.length > 0) return fail(400, query.errors);
    sweepMarket();
    const found = hasScenario(request, 'empty-catalogue')
      ? []
      : [...units.values()].filter(matchesFilters);
    const sorted = sortBy(found, ordering, orderValue);
    const page = paginate(sorted, url);
    if (page instanceof Response) return page;
    const lang = langOf(request);
    return json({ ...page, results: page.results.map((unit) => unitSummary(unit, lang)) });
  }),
  http.get(api('/api/v1/units/:unitId/'), ({ request, params }) => {
    sweepMarket();
    // Every unit has its page; one no longer advertised says so (`advertised`).
    const unit = findUnit(Number(params.unitId));
    if (!unit) return fail(404, ['unit__not_found']);
    return json(unitDetail(unit, langOf(request)));
  }),
];

export const unitDesignHandlers = [
  http.get(api('/api/v1/unit-designs/'), ({ request }) => {
    const url = new URL(request.url);
    const query = new QueryReader(url.searchParams);
    query.page();
    const search = query.search();
    const project = query.int('project');
    const bedrooms = query.int('bedrooms', { min: 1, max: 10 });
    if (query.errors.length > 0) return fail(400, query.errors);
    const lang = langOf(request);
    const found = hasScenario(request, 'empty-catalogue')
      ? []
      : [...unitDesigns.values()].filter(
          (design) =>
            isPublishedDesign(design) &&
            (project === undefined || design.projectId === project) &&
            (bedrooms === undefined || design.bedrooms >= bedrooms) &&
            matches(
              search,
              ...Object.values(design.name),
              ...Object.values(projects.get(design.projectId)!.name),
            ),
        );
    const sorted = [...found].sort(
      (a, b) =>
        a.projectId - b.projectId || a.name[lang].localeCompare(b.name[lang], lang) || a.id - b.id,
    );
    const page = paginate(sorted, url);
    if (page instanceof Response) return page;
    return json({ ...page, results: page.results.map((design) => designSummary(design, lang)) });
  }),
  http.get(api('/api/v1/unit-designs/:unitDesignId/'), ({ request, params }) => {
    const design = unitDesigns.get(Number(params.unitDesignId));
    if (!design) return fail(404, ['unit_design__not_found']);
    return json(designDetail(design, langOf(request)));
  }),
];
