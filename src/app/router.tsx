import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { paths, type RouteName } from '@/config/paths';
import { PageLoading } from '@/components/status';
import { lazyWithReload } from './lazy-with-reload';
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

const page = (load: () => Promise<PageModule>) => lazy(lazyWithReload(load));

/** Every route of the product, in one place. Each page is its own lazily loaded chunk. */
export const routes: AppRoute[] = [
  { name: 'home', page: page(() => import('./pages/home')) },
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
  { name: 'unsecureNetwork', page: page(() => import('./pages/unsecure-network')), layout: 'empty' },
  { name: 'signIn', page: page(() => import('./pages/sign-in')), layout: 'empty', guard: 'guest' },
  { name: 'signUp', page: page(() => import('./pages/sign-up')), layout: 'empty', guard: 'guest' },
  { name: 'signUpAddress', page: page(() => import('./pages/sign-up-address')), layout: 'empty', guard: 'auth' },
  { name: 'signUpNafath', page: page(() => import('./pages/sign-up-nafath')), layout: 'empty', guard: 'auth' },
  { name: 'emailConfirmation', page: page(() => import('./pages/email-confirmation')), layout: 'empty' },
  { name: 'account', page: page(() => import('./pages/account')), guard: 'auth' },
  { name: 'accountDetails', page: page(() => import('./pages/account-details')), guard: 'auth' },
  { name: 'accountRequests', page: page(() => import('./pages/account-requests')), guard: 'auth' },
  { name: 'accountReservations', page: page(() => import('./pages/account-reservations')), guard: 'auth' },
  { name: 'reservationCheckout', page: page(() => import('./pages/reservation-checkout')), guard: 'auth' },
  { name: 'financingRequests', page: page(() => import('./pages/financing-requests')), guard: 'financing' },
  { name: 'financingRequestEdit', page: page(() => import('./pages/financing-request-edit')), guard: 'financing' },
  { name: 'financingRequestOffers', page: page(() => import('./pages/financing-request-offers')), guard: 'financing' },
  { name: 'financingRequest', page: page(() => import('./pages/financing-request')), guard: 'financing' },
];

export function AppRoutes() {
  return (
    <Switch>
      {routes.map(({ name, page: Page, layout = 'main', guard }) => (
        <Route key={name} path={paths[name].path}>
          <Layout kind={layout}>
            <RouteGuard guard={guard}>
              <Suspense fallback={<PageLoading />}>
                <Page />
              </Suspense>
            </RouteGuard>
          </Layout>
        </Route>
      ))}
      <Route>
        <Layout kind="main">
          <NotFoundPage />
        </Layout>
      </Route>
    </Switch>
  );
}
