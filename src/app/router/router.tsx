import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter, type Parser } from 'wouter';
import { CATALOGUE_PAGES, type ListRoute } from '@/config/catalogue-pages';
import { isPaymentPage } from '@/config/payment-pages.mjs';
import { paths, type RouteName } from '@/config/paths';
import { PageLoading } from '@/components/status';
import { lazyPage, type MessageGroup } from '@/i18n/load-messages';
import { ErrorPage } from '../pages/error-page';
import { PageShown } from './page-shown';
import { PageErrorBoundary } from '../errors/page-error-boundary';
import { PaymentPageDocument } from './payment-page';
import { RouteGuard, type Guard } from './route-guard';
import { Layout, type LayoutKind } from '../layout/layout';
import type { PageModule } from '../pages/page-modules';

/** The page modules, by file (src/app/pages/<file>.tsx): each its own lazily loaded chunk. */
const pageFiles = import.meta.glob<PageFile>([
  '../pages/*.tsx',
  '!../pages/{error-page,page-modules,financing-layout,catalogue-record}.tsx',
]);
type PageFile = PageModule & {
  listPage?: (route: ListRoute) => PageModule;
};

type RouteDeclaration = {
  name: RouteName;
  /** The page's module in src/app/pages/ (the server preloads its chunk); `pick` its page in it. */
  file: string;
  pick?: (module: PageFile) => PageModule;
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

/** Every route of the product, in one place. Each page is its own lazily loaded chunk. */
const declarations: RouteDeclaration[] = [
  { name: 'home', file: 'home', messages: [] },
  { name: 'faq', file: 'faq', messages: STATIC_PAGE },
  { name: 'careers', file: 'careers' },
  { name: 'contactUs', file: 'contact-us', messages: STATIC_PAGE },
  { name: 'whoWeAre', file: 'who-we-are', messages: STATIC_PAGE },
  { name: 'privacyPolicy', file: 'privacy-policy', messages: STATIC_PAGE },
  { name: 'terms', file: 'terms', messages: STATIC_PAGE },
  // The catalogue: one list page and one record page, for every kind (src/config/catalogue-pages.ts).
  ...CATALOGUE_PAGES.flatMap(({ list, record }): RouteDeclaration[] => [
    ...(list
      ? [{ name: list, file: 'catalogue-list', pick: (m: PageFile) => m.listPage!(list) }]
      : []),
    // Each kind of record has its own page module, so a page loads only its kind's code.
    { name: record, file: `record-${record.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` },
  ]),
  { name: 'realEstateRequest', file: 'real-estate-request' },
  {
    name: 'unsecureNetwork',
    file: 'unsecure-network',
    layout: 'empty',
    messages: STATIC_PAGE,
  },
  { name: 'signIn', file: 'sign-in', layout: 'empty', guard: 'guest' },
  { name: 'signUp', file: 'sign-up', layout: 'empty', guard: 'guest' },
  {
    name: 'signUpAddress',
    file: 'sign-up-address',
    layout: 'empty',
    guard: 'registration',
  },
  {
    name: 'signUpNafath',
    file: 'sign-up-nafath',
    layout: 'empty',
    guard: 'registration',
  },
  {
    name: 'emailConfirmation',
    file: 'email-confirmation',
    layout: 'empty',
  },
  { name: 'account', file: 'account', guard: 'auth' },
  { name: 'accountDetails', file: 'account-details', guard: 'auth' },
  { name: 'accountRequests', file: 'account-requests', guard: 'auth' },
  { name: 'accountPrivacy', file: 'account-privacy', guard: 'auth' },
  {
    name: 'accountSavedHomes',
    file: 'account-saved-homes',
    guard: 'auth',
  },
  {
    name: 'accountSavedSearches',
    file: 'account-saved-searches',
    guard: 'auth',
  },
  { name: 'accountMessages', file: 'account-messages', guard: 'auth' },
  { name: 'unsubscribe', file: 'unsubscribe', layout: 'empty' },
  {
    name: 'accountReservations',
    file: 'account-reservations',
    guard: 'auth',
  },
  {
    name: 'accountReservation',
    file: 'account-reservation',
    guard: 'auth',
  },
  {
    name: 'reservationCheckout',
    file: 'reservation-checkout',
    guard: 'auth',
  },
  {
    name: 'financingRequests',
    file: 'financing-requests',
    guard: 'financing',
  },
  {
    name: 'financingRequestEdit',
    file: 'financing-request-edit',
    guard: 'financing',
  },
  {
    name: 'financingRequestOffers',
    file: 'financing-request-offers',
    guard: 'financing',
  },
  {
    name: 'financingRequest',
    file: 'financing-request',
    guard: 'financing',
  },
  { name: 'budget', file: 'budget' },
  { name: 'compare', file: 'compare' },
];

export const routes: AppRoute[] = declarations.map((route) => {
  const load = pageFiles[`../pages/${route.file}.tsx`]!;
  return { ...route, ...lazyPage(() => load().then(route.pick ?? ((m) => m)), route.messages) };
});

/** The route that matches `location` (inside the locale base), and its `:params`. */
export function routeAt(parser: Parser, location: string) {
  for (const route of routes) {
    const [matches, params] = matchRoute(parser, paths[route.name].path, location);
    if (matches) return { route, params: params ?? {} };
  }
  return undefined;
}

/**
 * The page of `location` (inside the locale base) with its code and messages loaded, so that it
 * renders without suspending, and the calls its first screen needs (`queries`, for the address); no
 * route: undefined. The server fetches those calls before it renders, the browser hydrates once the
 * code is in.
 */
export async function preparePage(parser: Parser, location: string, search: string) {
  const matched = routeAt(parser, location);
  if (!matched) return undefined;
  const { queries } = await matched.route.preload();
  return { ...matched, queries: queries?.({ params: matched.params, search }) ?? [] };
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
          {routes.map(({ name, page: Page, guard }) => {
            const page = (
              <Suspense fallback={<PageLoading />}>
                <Page />
                <PageShown />
              </Suspense>
            );
            return (
              <Route key={name} path={paths[name].path}>
                <RouteGuard guard={guard}>
                  {isPaymentPage(paths[name].path) ? (
                    <PaymentPageDocument>{page}</PaymentPageDocument>
                  ) : (
                    page
                  )}
                </RouteGuard>
              </Route>
            );
          })}
          <Route>
            <ErrorPage status={404} />
          </Route>
        </Switch>
      </PageErrorBoundary>
    </Layout>
  );
}
