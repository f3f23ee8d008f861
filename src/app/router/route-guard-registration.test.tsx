import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import type { RegistrationStep } from '@generated/model';
import { renderApp } from '@/testing/render';
import { answerSession, testCustomer } from '@/testing/session';
import { RouteGuard, type Guard } from './route-guard';

const ROUTES: [string, Guard][] = [
  ['/sign-in', 'guest'],
  ['/sign-up', 'guest'],
  ['/sign-up/address', 'registration'],
  ['/sign-up/nafath-auth', 'registration'],
  ['/account', 'auth'],
  ['/financing-requests', 'financing'],
];

function renderRoutes(path: string, locale: 'ar' | 'en' = 'ar') {
  return renderApp(
    <Switch>
      {ROUTES.map(([route, guard]) => (
        <Route key={route} path={route}>
          <RouteGuard guard={guard}>
            <p>page {route}</p>
          </RouteGuard>
        </Route>
      ))}
    </Switch>,
    { path, locale },
  );
}

const customerAt = (step: RegistrationStep) => ({ ...testCustomer, registration_step: step });

describe('RouteGuard and an unfinished sign-up', () => {
  it.each([
    ['profile', '/account', '/sign-up'],
    ['profile', '/sign-in?from=%2Fprojects', '/sign-up'],
    ['profile', '/sign-up/nafath-auth', '/sign-up'],
    ['address', '/sign-up', '/sign-up/address'],
    ['address', '/financing-requests', '/sign-up/address'],
    ['nafath', '/account', '/sign-up/nafath-auth'],
    ['nafath', '/sign-up/address', '/sign-up/nafath-auth'],
  ] as const)('step %s: %s goes to %s', async (step, path, expected) => {
    answerSession(true, customerAt(step));
    const view = await renderRoutes(path);
    expect(await screen.findByText(`page ${expected}`)).toBeInTheDocument();
    expect(view.location()).toBe(expected);
  });

  it('shows the step of the customer on its own screen, in English too', async () => {
    answerSession(true, customerAt('address'));
    const view = await renderRoutes('/sign-up/address', 'en');
    expect(await screen.findByText('page /sign-up/address')).toBeInTheDocument();
    expect(view.location()).toBe('/en/sign-up/address');
  });

  it('sends a complete customer from a sign-up step to the account', async () => {
    answerSession(true, customerAt('complete'));
    const view = await renderRoutes('/sign-up/nafath-auth', 'en');
    await waitFor(() => expect(view.location()).toBe('/en/account'));
  });

  it('sends a visitor from a sign-up step to sign-in', async () => {
    answerSession(false);
    const view = await renderRoutes('/sign-up/address');
    await waitFor(() => expect(view.location()).toBe('/sign-in?from=%2Fsign-up%2Faddress'));
  });

  it('shows the first sign-up step to a visitor', async () => {
    answerSession(false);
    await renderRoutes('/sign-up');
    expect(await screen.findByText('page /sign-up')).toBeInTheDocument();
  });
});
