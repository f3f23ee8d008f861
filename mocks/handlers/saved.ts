/** Saved homes (the heart) and saved searches with their alerts; the market is ./saved-market.ts. */
import type { PathParams } from 'msw';
import type {
  AlertFrequency,
  ErrorCode,
  SavedHome,
  SavedListingKind,
  SavedSearch,
  SavedSearchCreate,
  SavedSearchKind,
  SavedSearchUpdate,
} from '../../generated/model';
import {
  isAdvertisedProperty,
  isReservable,
  projects,
  projectStats,
  properties,
  publicUnit,
} from '../db/catalogue';
import { image } from '../db/catalogue/views-parts';
import { cityById } from '../db/geo';
import {
  MAX_SAVED_HOMES,
  MAX_SAVED_SEARCHES,
  createSavedSearch,
  deleteSavedSearch,
  findSavedSearch,
  removeSavedHome,
  saveHome,
  savedHomesOf,
  savedSearchesOf,
  type StoredSavedHome,
  type StoredSavedSearch,
} from '../db/saved';
import { clock, iso } from '../lib/clock';
import { fail, json, langOf, noContent, readJson, type Lang } from '../lib/http';
import { isSitePath } from '../lib/validate';
import { routesWith, withCustomer, type CustomerResolverInfo } from '../lib/with-customer';
import { newMatches, sweepMarket, watchSavedUnit } from './saved-market';

const HOME_KINDS: readonly string[] = ['project', 'property', 'unit'] satisfies SavedListingKind[];
const SEARCH_KINDS: readonly string[] = [
  'projects',
  'properties',
  'units',
  'unit_designs',
] satisfies SavedSearchKind[];
const ALERTS: readonly string[] = ['instant', 'daily', 'off'] satisfies AlertFrequency[];
const NOT_FOUND: Record<SavedListingKind, ErrorCode> = {
  project: 'project__not_found',
  property: 'property__not_found',
  unit: 'unit__not_found',
};

/** Handlers of saved homes and searches: the customer's, with the market swept first. */
const savedApi = routesWith<CustomerResolverInfo>((resolver) =>
  withCustomer((info) => {
    sweepMarket();
    return resolver(info);
  }),
);

/** The listing a path names (`:kind/:listingId`), or the refusal: an unknown kind, a listing gone. */
export function listingOf(
  params: PathParams,
  lang: Lang,
): { kind: SavedListingKind; id: number } | Response {
  const kind = String(params.kind);
  if (!HOME_KINDS.includes(kind)) return fail(400, ['kind__invalid']);
  const listingKind = kind as SavedListingKind;
  const id = Number(params.listingId);
  if (!listingView(listingKind, id, lang)) return fail(404, [NOT_FOUND[listingKind]]);
  return { kind: listingKind, id };
}

/** The listing as it is now, or undefined when it is gone. */
export function listingView(kind: SavedListingKind, id: number, lang: Lang) {
  if (kind === 'unit') {
    const unit = publicUnit(id);
    return (
      unit && {
        title: unit.title[lang],
        subtitle: unit.project_name[lang],
        price: unit.price,
        cover_image: image(unit.cover_image, lang),
        available: unit.reservable,
      }
    );
  }
  if (kind === 'project') {
    const project = projects.get(id);
    if (!project) return undefined;
    const stats = projectStats(id);
    return {
      title: project.name[lang],
      subtitle: cityById(project.cityId)?.name[lang],
      ...(stats.price_from === undefined ? {} : { price: stats.price_from }),
      cover_image: image(project.images[0]!, lang),
      available: stats.units_available > 0,
    };
  }
  const property = properties.get(id);
  return (
    property && {
      title: property.title[lang],
      subtitle: cityById(property.cityId)?.name[lang],
      price: property.price,
      cover_image: image(property.images[0]!, lang),
      available:
        isAdvertisedProperty(property) && (property.unitId === undefined || isReservable(property)),
    }
  );
}

export function toSavedHome(item: StoredSavedHome, lang: Lang): SavedHome | undefined {
  const view = listingView(item.kind, item.listingId, lang);
  return (
    view && { kind: item.kind, listing_id: item.listingId, ...view, saved_at: iso(item.savedAt) }
  );
}

export function toSavedSearch(item: StoredSavedSearch): SavedSearch {
  return {
    id: item.id,
    name: item.name,
    kind: item.kind,
    query: item.query,
    alert: item.alert,
    created_at: iso(item.createdAt),
    last_visited_at: iso(item.lastVisitedAt),
    new_results: newMatches(item, item.lastVisitedAt),
  };
}

function nameProblem(name: unknown, required: boolean): ErrorCode | undefined {
  if (name === undefined || name === null) return required ? 'name__required' : undefined;
  if (typeof name !== 'string' || name.trim().length > 80) return 'name__invalid';
  return name.trim() === '' ? 'name__required' : undefined;
}

function creationProblems({ kind, query }: Partial<SavedSearchCreate>): ErrorCode[] {
  const problems: ErrorCode[] = [];
  if (kind === undefined || kind === null) problems.push('kind__required');
  else if (!SEARCH_KINDS.includes(String(kind))) problems.push('kind__invalid');
  if (query === undefined || query === null) problems.push('query__required');
  else if (typeof query !== 'string' || query.length > 1000 || !isSitePath(`/units?${query}`))
    problems.push('query__invalid');
  return problems;
}

function searchProblems(body: Partial<SavedSearchCreate>, creating: boolean): ErrorCode[] {
  const problems: (ErrorCode | undefined)[] = [nameProblem(body.name, creating)];
  if (creating) problems.push(...creationProblems(body));
  if (body.alert !== undefined && !ALERTS.includes(String(body.alert)))
    problems.push('alert__invalid');
  return problems.filter((code): code is ErrorCode => code !== undefined);
}

const homeHandlers = [
  savedApi.get('/customer/api/v1/saved-homes/', ({ request, customer }) => {
    const lang = langOf(request);
    const results = savedHomesOf(customer.id)
      .map((item) => toSavedHome(item, lang))
      .filter((item): item is SavedHome => item !== undefined);
    return json({ count: results.length, results });
  }),
  savedApi.put('/customer/api/v1/saved-homes/:kind/:listingId', ({ request, params, customer }) => {
    const lang = langOf(request);
    const listing = listingOf(params, lang);
    if (listing instanceof Response) return listing;
    const { kind: listingKind, id } = listing;
    const saved = savedHomesOf(customer.id);
    const known = saved.some((item) => item.kind === listingKind && item.listingId === id);
    if (!known && saved.length >= MAX_SAVED_HOMES) return fail(409, ['saved_homes__limit_reached']);
    const item = saveHome(customer.id, listingKind, id);
    if (listingKind === 'unit') watchSavedUnit(id);
    return json(toSavedHome(item, lang));
  }),
  savedApi.delete('/customer/api/v1/saved-homes/:kind/:listingId', ({ params, customer }) => {
    const kind = String(params.kind);
    if (HOME_KINDS.includes(kind))
      removeSavedHome(customer.id, kind as SavedListingKind, Number(params.listingId));
    return noContent();
  }),
];

const searchHandlers = [
  savedApi.get('/customer/api/v1/saved-searches/', ({ customer }) => {
    const results = savedSearchesOf(customer.id).map(toSavedSearch);
    return json({ count: results.length, results });
  }),
  savedApi.post('/customer/api/v1/saved-searches/', async ({ request, customer }) => {
    const body = await readJson<SavedSearchCreate>(request);
    const problems = searchProblems(body, true);
    if (problems.length > 0) return fail(400, problems);
    if (savedSearchesOf(customer.id).length >= MAX_SAVED_SEARCHES)
      return fail(409, ['saved_searches__limit_reached']);
    const item = createSavedSearch(customer.id, {
      name: body.name!.trim(),
      kind: body.kind!,
      query: body.query!.replace(/^\?/, ''),
      alert: body.alert ?? 'instant',
    });
    return json(toSavedSearch(item), { status: 201 });
  }),
  savedApi.patch(
    '/customer/api/v1/saved-searches/:savedSearchId/',
    async ({ request, params, customer }) => {
      const item = findSavedSearch(customer.id, Number(params.savedSearchId));
      if (!item) return fail(404, ['saved_search__not_found']);
      const body = await readJson<SavedSearchUpdate>(request);
      const problems = searchProblems(body, false);
      if (problems.length > 0) return fail(400, problems);
      if (body.name !== undefined) item.name = body.name.trim();
      if (body.alert !== undefined) item.alert = body.alert;
      return json(toSavedSearch(item));
    },
  ),
  savedApi.delete('/customer/api/v1/saved-searches/:savedSearchId/', ({ params, customer }) => {
    const item = findSavedSearch(customer.id, Number(params.savedSearchId));
    if (!item) return fail(404, ['saved_search__not_found']);
    deleteSavedSearch(item);
    return noContent();
  }),
  savedApi.post('/customer/api/v1/saved-searches/:savedSearchId/visit', ({ params, customer }) => {
    const item = findSavedSearch(customer.id, Number(params.savedSearchId));
    if (!item) return fail(404, ['saved_search__not_found']);
    item.lastVisitedAt = clock.now();
    return json(toSavedSearch(item));
  }),
];

export const savedHandlers = [...homeHandlers, ...searchHandlers];
