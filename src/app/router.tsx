import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { paths, type RouteName } from '@/config/paths';
import { PageLoading } from '@/components/status';
import { lazyWithMessages } from '@/i18n/load-messages';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { PageErrorBoundary } from './page-error-boundary';
import { RouteGuard, type Guard } from './route-guard';
import { Layout, type LayoutKind } from './layout/layout';
import { NotFoundPage } from './pages/not-found';

type PageModule = { default: ComponentType };
type AppRoute = {
  name: RouteName;
  page: LazyExoticComponent<ComponentType>;
  layout?: LayoutKind;
  guard?: Guard;
};

// Every page but home shows messages beyond the first screen: they load with the page's code.
const page = (load: () => Promise<PageModule>) => lazyWithMessages(load);

/** Every route of the product, in one place. Each page is its own lazily loaded chunk. */
export const routes: AppRoute[] = [
  { name: 'home', page: lazy(lazyWithReload(() => import('./pages/home'))) },
  { name: 'faq', page: page(() => import('./pages/faq')) },
  { name: 'careers', page: page(() => import('./pages/careers')) },
  { name: 'contactUs', page: page(() => import('./pages/contact-us')) },
  { name: 'whoWeAre', page: page(() => import('./pages/who-we-are')) },
  { name: 'privacyPolicy', page: page(() => import('./pages/privacy-policy')) },
  { name: 'terms', page: page(() => import('./pages/terms')) },
  { name: 'units', page: page(() => import('./pages/units')) },
  { name: 'unit', page: page(() => import('./pages/unit')) },
  { name: 'projects', page: page(() => import('./pages/projects')) },
  { name: 'project', page: page(() => import('./pages/project')) },
  { name: 'properties', page: page(() => import('./pages/properties')) },
  { name: 'property', page: page(() => import('./pages/property')) },
  { name: 'agency', page: page(() => import('./pages/agency')) },
  { name: 'unitDesigns', page: page(() => import('./pages/unit-designs')) },
  { name: 'unitDesign', page: page(() => import('./pages/unit-design')) },
  { name: 'realEstateRequest', page: page(() => import('./pages/real-estate-request')) },
  {
    name: 'unsecureNetwork',
    page: page(() => import('./pages/unsecure-network')),
    layout: 'empty',
  },
  { name: 'signIn', page: page(() => import('./pages/sign-in')), layout: 'empty', guard: 'guest' },
  { name: 'signUp', page: page(() => import('./pages/sign-up')), layout: 'empty', guard: 'guest' },
  {
    name: 'signUpAddress',
    page: page(() => import('./pages/sign-up-address')),
    layout: 'empty',
    guard: 'registration',
  },
  {
    name: 'signUpNafath',
    page: page(() => import('./pages/sign-up-nafath')),
    layout: 'empty',
    guard: 'registration',
  },
  {
    name: 'emailConfirmation',
    page: page(() => import('./pages/email-confirmation')),
    layout: 'empty',
  },
  { name: 'account', page: page(() => import('./pages/account')), guard: 'auth' },
  { name: 'accountDetails', page: page(() => import('./pages/account-details')), guard: 'auth' },
  { name: 'accountRequests', page: page(() => import('./pages/account-requests')), guard: 'auth' },
  {
    name: 'accountReservations',
    page: page(() => import('./pages/account-reservations')),
    guard: 'auth',
  },
  {
    name: 'reservationCheckout',
    page: page(() => import('./pages/reservation-checkout')),
    guard: 'auth',
  },
  {
    name: 'financingRequests',
    page: page(() => import('./pages/financing-requests')),
    guard: 'financing',
  },
  {
    name: 'financingRequestEdit',
    page: page(() => import('./pages/financing-request-edit')),
    guard: 'financing',
  },
  {
    name: 'financingRequestOffers',
    page: page(() => import('./pages/financing-request-offers')),
    guard: 'financing',
  },
  {
    name: 'financingRequest',
    page: page(() => import('./pages/financing-request')),
    guard: 'financing',
  },
];

/** The layout of the route that matches the location (the 404 page has the main layout). */
function useLayoutKind(): LayoutKind {
  const { parser } = useRouter();
  const [location] = useLocation();
  const route = routes.find(({ name }) => matchRoute(parser, paths[name].path, location)[0]);
  return route?.layout ?? 'main';
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
                </Suspense>
              </RouteGuard>
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </PageErrorBoundary>
    </Layout>
  );
}
