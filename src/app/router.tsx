import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter, type Parser } from 'wouter';
import { CATALOGUE_PAGES } from '@/config/catalogue-pages.mjs';
import { paths, type RouteName } from '@/config/paths';
import { PageLoading } from '@/components/status';
import { lazyPage, type MessageGroup } from '@/i18n/load-messages';
import { planEarlyCall } from '@/lib/early-call';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { PageErrorBoundary } from './page-error-boundary';
import { PageShown } from './prerendered';
import { RouteGuard, type Guard } from './route-guard';
import { Layout, type LayoutKind } from './layout/layout';
import type { PageModule } from './pages/page-modules';

type RouteDeclaration = {
  name: RouteName;
  load: () => Promise<PageModule>;
  /**
   * The message groups beyond the core the page shows, loaded with its code
   * (src/i18n/message-groups.ts): `rest` unless said otherwise; none for the home page, `content`
   * too for the static pages.
   */
  messages?: MessageGroup[];
  layout?: LayoutKind;
  guard?: Guard;
};
type AppRoute = RouteDeclaration & {
  page: LazyExoticComponent<ComponentType>;
  /** Loads the page's code and messages; the page then renders without suspending. */
  preload: () => Promise<PageModule>;
};

const STATIC_PAGE: MessageGroup[] = ['rest', 'content'];

/** The 404 page and the build manifest it reads: loaded only for a path no route knows. */
const NotFoundPage = lazy(
  lazyWithReload(() => import('./pages/not-found').then((m) => ({ default: m.NotFoundPage }))),
);

/** Every route of the product, in one place. Each page is its own lazily loaded chunk. */
const declarations: RouteDeclaration[] = [
  { name: 'home', load: () => import('./pages/home'), messages: [] },
  { name: 'faq', load: () => import('./pages/faq'), messages: STATIC_PAGE },
  { name: 'careers', load: () => import('./pages/careers') },
  { name: 'contactUs', load: () => import('./pages/contact-us'), messages: STATIC_PAGE },
  { name: 'whoWeAre', load: () => import('./pages/who-we-are'), messages: STATIC_PAGE },
  { name: 'privacyPolicy', load: () => import('./pages/privacy-policy'), messages: STATIC_PAGE },
  { name: 'terms', load: () => import('./pages/terms'), messages: STATIC_PAGE },
  // The catalogue: one list page and one record page, for every kind (src/config/catalogue-pages.mjs).
  ...CATALOGUE_PAGES.flatMap(({ list, record }): RouteDeclaration[] => [
    ...(list
      ? [{ name: list, load: () => import('./pages/catalogue-list').then((m) => m.listPage(list)) }]
      : []),
    {
      name: record,
      load: () => import('./pages/catalogue-record').then((m) => m.recordPage(record)),
    },
  ]),
  { name: 'realEstateRequest', load: () => import('./pages/real-estate-request') },
  {
    name: 'unsecureNetwork',
    load: () => import('./pages/unsecure-network'),
    layout: 'empty',
    messages: STATIC_PAGE,
  },
  { name: 'signIn', load: () => import('./pages/sign-in'), layout: 'empty', guard: 'guest' },
  { name: 'signUp', load: () => import('./pages/sign-up'), layout: 'empty', guard: 'guest' },
  {
    name: 'signUpAddress',
    load: () => import('./pages/sign-up-address'),
    layout: 'empty',
    guard: 'registration',
  },
  {
    name: 'signUpNafath',
    load: () => import('./pages/sign-up-nafath'),
    layout: 'empty',
    guard: 'registration',
  },
  {
    name: 'emailConfirmation',
    load: () => import('./pages/email-confirmation'),
    layout: 'empty',
  },
  { name: 'account', load: () => import('./pages/account'), guard: 'auth' },
  { name: 'accountDetails', load: () => import('./pages/account-details'), guard: 'auth' },
  { name: 'accountRequests', load: () => import('./pages/account-requests'), guard: 'auth' },
  { name: 'accountPrivacy', load: () => import('./pages/account-privacy'), guard: 'auth' },
  {
    name: 'accountSavedHomes',
    load: () => import('./pages/account-saved-homes'),
    guard: 'auth',
  },
  {
    name: 'accountSavedSearches',
    load: () => import('./pages/account-saved-searches'),
    guard: 'auth',
  },
  {
    name: 'accountReservations',
    load: () => import('./pages/account-reservations'),
    guard: 'auth',
  },
  {
    name: 'accountReservation',
    load: () => import('./pages/account-reservation'),
    guard: 'auth',
  },
  {
    name: 'reservationCheckout',
    load: () => import('./pages/reservation-checkout'),
    guard: 'auth',
  },
  {
    name: 'financingRequests',
    load: () => import('./pages/financing-requests'),
    guard: 'financing',
  },
  {
    name: 'financingRequestEdit',
    load: () => import('./pages/financing-request-edit'),
    guard: 'financing',
  },
  {
    name: 'financingRequestOffers',
    load: () => import('./pages/financing-request-offers'),
    guard: 'financing',
  },
  {
    name: 'financingRequest',
    load: () => import('./pages/financing-request'),
    guard: 'financing',
  },
];

export const routes: AppRoute[] = declarations.map((route) => ({
  ...route,
  ...lazyPage(route.load, route.messages),
}));

/** The route that matches `location`, and its `:params`. */
function routeAt(parser: Parser, location: string) {
  for (const route of routes) {
    const [matches, params] = matchRoute(parser, paths[route.name].path, location);
    if (matches) return { route, params: params ?? {} };
  }
  return undefined;
}

/**
 * Starts downloading the page of `location` (inside the locale base) and the messages it needs as
 * the app starts, beside the first screen's messages and the session check instead of after them;
 * then the page's first call (its `firstQuery`), instead of when the app's first render ends.
 */
export function preloadPage(
  parser: Parser,
  location: string,
  search: string,
  queryClient: QueryClient,
): void {
  const matched = routeAt(parser, location);
  if (!matched) return;
  const loaded = matched.route.preload();
  // A page prerendered at build time shows no data: its plan lets the page start the call itself.
  if (typeof window === 'undefined') {
    // A page whose code cannot run in Node (it needs a browser when loaded) has no plan.
    const call = loaded.then(
      ({ firstQuery }) =>
        firstQuery && ((params: Record<string, string>) => firstQuery({ params, search })),
      () => undefined,
    );
    planEarlyCall(paths[matched.route.name].path, call);
    return;
  }
  loaded
    .then(({ firstQuery }) => {
      if (firstQuery)
        void queryClient.prefetchQuery(firstQuery({ params: matched.params, search }));
    })
    .catch(() => undefined);
}

/** The layout of the route that matches the location (the 404 page has the main layout). */
function useLayoutKind(): LayoutKind {
  const { parser } = useRouter();
  const [location] = useLocation();
  return routeAt(parser, location)?.route.layout ?? 'main';
}

/** Header and footer stay mounted across navigations; only the page inside them changes. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <Layout kind={useLayoutKind()}>
      <PageErrorBoundary resetKey={location}>
        <Switch>
          {routes.map(({ name, page: Page, guard }) => (
            <Route key={name} path={paths[name].path}>
              <RouteGuard guard={guard}>
                <Suspense fallback={<PageLoading />}>
                  <Page />
                  <PageShown />
                </Suspense>
              </RouteGuard>
            </Route>
          ))}
          <Route>
            <Suspense fallback={<PageLoading />}>
              <NotFoundPage />
            </Suspense>
          </Route>
        </Switch>
      </PageErrorBoundary>
    </Layout>
  );
}
