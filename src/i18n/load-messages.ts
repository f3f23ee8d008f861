import { lazy, use, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { lazyWithReload } from '@/lib/navigation/lazy-with-reload';
import { LOCALES, localeFromPath, type Locale } from './locale';
import { catalogueOf, groupOf, type MessageGroup } from './message-groups';

export type { MessageGroup };

/** Messages by id: strings, or ICU ASTs in production builds (see scripts/compile-messages.ts). */
export type Messages = Record<string, string>;

/**
 * The messages of a language come in groups (./message-groups.ts): `core` (what the first screen of
 * `/` needs), `content` (the static pages' texts) and `rest` (every other area), each one chunk in
 * production. The first screen downloads only the active language's core; a page or part outside it
 * loads the groups it shows together with its own code (`lazyPage`, `lazyWithMessages`). A chunk
 * removed by a new deployment reloads the app once.
 */
type Catalogue = () => Promise<Messages>;
const catalogues = import.meta.env.DEV
  ? import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' })
  : import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/*/dev.json'], {
      import: 'default',
    });

const loaders: Record<Locale, Record<MessageGroup, Catalogue[]>> = {
  ar: { core: [], rest: [], content: [] },
  en: { core: [], rest: [], content: [] },
};
for (const [path, load] of Object.entries(catalogues)) {
  const { locale, area } = catalogueOf(path) ?? {};
  if (locale === 'ar' || locale === 'en')
    loaders[locale][groupOf(area ?? '')].push(lazyWithReload(load));
}

const loaded: Record<Locale, Messages> = { ar: {}, en: {} };
const byGroup: Record<`${Locale}:${MessageGroup}`, Messages> = {} as never;
/** React's protocol for a promise `use` may read without suspending once it has settled. */
type Tracked = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const pending = new Map<string, Tracked>();
/**
 * The groups loaded so far in some language. The provider waits for these in its language, so a
 * switch of language loads what the current page needs; a group still on its way is awaited by the
 * page that asked for it, never by the provider (that would blank the whole app).
 */
const ready = new Set<MessageGroup>(['core']);
const listeners = new Set<() => void>();

function loadGroup(locale: Locale, group: MessageGroup): Promise<void> {
  const key = `${locale}:${group}`;
  let promise = pending.get(key);
  if (!promise) {
    const loading: Tracked = Promise.all(loaders[locale][group].map((load) => load())).then(
      (files) => {
        byGroup[key as keyof typeof byGroup] = Object.assign({}, ...files);
        loaded[locale] = { ...loaded[locale], ...byGroup[key as keyof typeof byGroup] };
        Object.assign(loading, { status: 'fulfilled', value: undefined });
        ready.add(group);
        listeners.forEach((listener) => listener());
      },
    );
    // A group that failed stays failed until the page reloads (a failed chunk reloads the app once,
    // lazyWithReload): asked again on every render, the provider never reached the error screen and
    // asked for the chunk again and again.
    loading.catch(() => undefined);
    pending.set(key, loading);
    promise = loading;
  }
  return promise;
}

/**
 * The browser took over a page the server rendered with the messages it showed (its state). While it
 * hydrates, nothing waits for a group: what it renders is what the server rendered. Until the page's
 * groups are in, the provider does not wait for them in the server's language either: a part shown
 * later waits for its own groups (lazyPage), never the whole app.
 */
let hydrating = false;
let serverLocale: Locale | undefined;

/** The messages of one group, once loaded (the server sends the core whole with every page). */
export function groupMessages(locale: Locale, group: MessageGroup): Messages {
  return byGroup[`${locale}:${group}`] ?? {};
}

/**
 * The messages the server rendered the page with, the core among them, for the browser's first
 * render: the core is not downloaded again.
 */
export function takeServerMessages(locale: Locale, messages: Messages): void {
  loaded[locale] = { ...messages, ...loaded[locale] };
  const core: Tracked = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
  pending.set(`${locale}:core`, core);
  hydrating = true;
  serverLocale = locale;
}

/**
 * The first page is hydrated: from now on a page or part shown waits for its groups (a tap right
 * after the first paint may open one before they came).
 */
export function endHydration(): void {
  hydrating = false;
}

/** The browser is idle after the first page: its groups load now, for what it shows next. */
export function loadAfterHydration(locale: Locale, groups: MessageGroup[]): void {
  hydrating = false;
  groups.forEach((group) => ready.add(group));
  void Promise.all(groups.map((group) => loadGroup(locale, group))).finally(
    () => (serverLocale = undefined),
  );
}

/** One promise per group the provider waits for in `locale`, stable across calls (for `use`). */
export function neededMessages(locale: Locale): Promise<void>[] {
  return locale === serverLocale ? [] : [...ready].map((group) => loadGroup(locale, group));
}

/** The messages of `locale` loaded so far; a new object whenever a group arrives. */
export function loadedMessages(locale: Locale): Messages {
  return loaded[locale];
}

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `groups` of messages in `locale`, or the language of the current address. Prerendering at build
 * time, where there is no address: both languages.
 */
function loadGroups(groups: MessageGroup[], locale?: Locale): Promise<void> {
  const locales =
    locale !== undefined
      ? [locale]
      : typeof window === 'undefined'
        ? LOCALES
        : [localeFromPath(window.location.pathname)];
  return Promise.all(locales.flatMap((each) => groups.map((group) => loadGroup(each, group)))).then(
    () => undefined,
  );
}

/** Every message beyond the first screen but the static pages' texts. */
export function loadRestMessages(locale?: Locale): Promise<void> {
  return loadGroups(['rest'], locale);
}

/** True once `groups` are in, in the language of the current address. */
function groupsReady(groups: MessageGroup[]): boolean {
  if (typeof window === 'undefined') return groups.every((group) => ready.has(group));
  if (hydrating) return true;
  const locale = localeFromPath(window.location.pathname);
  return groups.every((group) => pending.get(`${locale}:${group}`)?.status === 'fulfilled');
}

/**
 * A route's lazily loaded page, which shows the message `groups` beyond the core. `preload()`
 * starts its code and those messages, as the app starts; once they are in, the page renders in the
 * app's first pass instead of suspending it, which would throw that pass away and render it again.
 */
// The constraint of React's own `lazy`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<M extends { default: ComponentType<any> }>(
  load: () => Promise<M>,
  groups: MessageGroup[] = ['rest'],
): { page: LazyExoticComponent<M['default']>; preload: () => Promise<M> } {
  let module: M | undefined;
  // While a server-rendered page hydrates, its messages are in the page: only the code is awaited.
  const preload = lazyWithReload(() =>
    Promise.all([load(), hydrating || loadGroups(groups)]).then(([loaded]) => (module = loaded)),
  );
  // A thenable that is already settled: React reads the module without suspending.
  const settled = (loaded: M) => ({ then: (resolve: (value: M) => void) => resolve(loaded) });
  const page = lazy(() =>
    module && groupsReady(groups) ? (settled(module) as unknown as Promise<M>) : preload(),
  );
  return { page, preload };
}

/** `React.lazy` for a part of a page that shows messages beyond the first screen (see lazyPage). */
// The constraint of React's own `lazy`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithMessages<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazyPage(load).page;
}

/** What `WithMessages` waits for, by language: a promise of React's own (see there). */
const restAwaited = new Map<Locale, Promise<void>>();

/**
 * Its children once the `rest` group is in, in the language of the address, under the caller's
 * Suspense: for a part the server did not render (shown near the screen, on a wide screen, on a tap).
 * The page holds only the messages the server showed; shown before its group came, the part would
 * show their ids.
 */
export function WithMessages({ children }: { children: ReactNode }) {
  const locale = typeof window === 'undefined' ? undefined : localeFromPath(location.pathname);
  if (locale && !byGroup[`${locale}:rest`]) {
    // `use` gets a promise of its own: a part suspended on a Tracked one (marked settled by its own
    // callback) was never rendered again.
    let waiting = restAwaited.get(locale);
    if (!waiting)
      restAwaited.set(locale, (waiting = loadGroup(locale, 'rest').then(() => undefined)));
    use(waiting);
  }
  return children;
}

/** Every message of a language (tests and tools). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  await loadGroups(['core', 'rest', 'content'], locale);
  return loaded[locale];
}
