import { localeFromPath } from '@/i18n/locale';
import { trackApiCall } from './activity';
import { nextTask } from './after-paint';
import { appConfig } from './config';

/**
 * A prerendered page's first API call, written into the page at build time (scripts/prerender.mjs,
 * from the page's `firstQuery`): `url` with `{id}` for the id `path` (a pattern of the address)
 * captures as `id`; `search`, when given, the only query string it holds for (a list's default).
 * `pictures`: which of the answer's pictures the page shows first (src/lib/first-pictures.ts).
 */
export type EarlyCallPlan = { url: string; path: string; search?: string; pictures?: string };

/** The id of the plan's `<script type="application/json">` in the page. */
export const EARLY_CALL_ID = 'early-call';

/** A query key of the generated hooks (`[path, params?]`) as the URL the call asks for. */
export function callUrl(key: readonly unknown[]): string {
  const [path, params] = key;
  const query = new URLSearchParams();
  if (params && typeof params === 'object')
    for (const [name, value] of Object.entries(params))
      for (const each of [value].flat())
        if (each !== undefined && each !== null) query.append(name, String(each));
  const search = query.toString();
  return `${String(path)}${search ? `?${search}` : ''}`;
}

let early: { url: string; data: Promise<unknown> } | undefined;

/**
 * Starts the page's first call from its plan as the entry runs, before the app's code has arrived:
 * the same URL, language and credentials as the app's client. Its data (undefined when the call
 * failed: the app then makes it itself, with its retries and errors) is handed over by takeEarlyCall.
 * Returns, when the page has a plan, a promise settled once the call has ended and `onData` (given
 * the data) has settled; undefined when the page has no early call.
 */
export function startEarlyCall(
  onData?: (data: unknown, plan: EarlyCallPlan) => void | Promise<void>,
): Promise<void> | undefined {
  const element = document.getElementById(EARLY_CALL_ID);
  if (!element?.textContent) return undefined;
  const plan = JSON.parse(element.textContent) as EarlyCallPlan;
  const { pathname, search } = window.location;
  const matched = new RegExp(plan.path).exec(pathname);
  if (!matched || (plan.search !== undefined && search.replace(/^\?/, '') !== plan.search))
    return undefined;
  const url = plan.url.replace('{id}', matched.groups?.id ?? '');
  // Started in a task of its own: a page's first fetch() takes milliseconds of the main thread (6 ms
  // measured on a desktop), which made the entry's task a long one on a phone.
  const data = trackApiCall(
    nextTask()
      .then(() =>
        fetch(new URL(`${appConfig.apiBaseUrl}${url}`, window.location.href), {
          credentials: 'include',
          headers: { Accept: 'application/json', 'Accept-Language': localeFromPath(pathname) },
        }),
      )
      .then((answer) => (answer.ok ? (answer.json() as Promise<unknown>) : undefined))
      .catch(() => undefined),
  );
  early = { url, data };
  return data.then((value) => (value === undefined ? undefined : onData?.(value, plan)));
}

/** The early call's data if it asked for `url` (once); undefined: the caller makes the call. */
export function takeEarlyCall(url: string): Promise<unknown> | undefined {
  if (early?.url !== url) return undefined;
  const { data } = early;
  early = undefined;
  return data;
}

/** Stands for a route's `:id` while the build works out a page's plan (any id the route takes). */
const ID_SENTINEL = '9081726354';

type FirstCall = (params: Record<string, string>) => {
  queryKey: readonly unknown[];
  meta?: unknown;
};

/** The plan of the page being prerendered at build time (scripts/prerender.mjs), once `ready`. */
export const prerenderedEarlyCall: { plan?: EarlyCallPlan; ready?: Promise<void> } = {};

/**
 * At build time: the plan of a page on `routePath` (`/properties/:id`) whose first call, for an
 * address with every param `id`, is `firstCall` (once the page's code is loaded). Only a call that
 * hands over to the page's own (withPictures: `meta.pictures`) has one. A page without params has
 * the plan for its address without a query string (a list's default); `:id` must be digits, as the
 * pages' own checks take it.
 */
export function planEarlyCall(routePath: string, firstCall: Promise<FirstCall | undefined>): void {
  prerenderedEarlyCall.plan = undefined;
  prerenderedEarlyCall.ready = firstCall.then((call) => {
    const names = [...routePath.matchAll(/:(\w+)/g)].map(([, name]) => name!);
    if (!call || names.some((name) => name !== 'id')) return;
    const options = call(names.length > 0 ? { id: ID_SENTINEL } : {});
    const pictures = (options.meta as { pictures?: string } | undefined)?.pictures;
    if (!pictures) return;
    const escaped = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    prerenderedEarlyCall.plan = {
      url: callUrl(options.queryKey).replace(ID_SENTINEL, '{id}'),
      path: `^(?:/en)?${escaped.replace(':id', '(?<id>\\d{1,12})')}/?$`,
      ...(names.length === 0 ? { search: '' } : {}),
      pictures,
    };
  });
}
