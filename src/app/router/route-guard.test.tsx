import { screen, waitFor } from '@testing-library/react';
import { getCheckAuthenticatedMockHandler } from '@generated/api/auth/auth.msw';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import type { Locale } from '@/i18n/locale';
import { renderApp } from '@/testing/render';
import { answerSession, testCustomer } from '@/testing/session';
import { server } from '../../../mocks/node';
import { RouteGuard, type Guard } from './route-guard';

function renderGuarded(guard: Guard, path: string, locale: Locale = 'ar') {
  return renderApp(
    <Switch>
      <Route path="/sign-in">
        <RouteGuard guard="guest">
          <p>sign-in form</p>
        </RouteGuard>
      </Route>
      <Route>
        <RouteGuard guard={guard}>
          <p>private page</p>
        </RouteGuard>
      </Route>
    </Switch>,
    { path, locale },
  );
}

describe('RouteGuard', () => {
  it.each([
    ['auth', '/account/details', 'ar', '/sign-in?from=%2Faccount%2Fdetails'],
    ['auth', '/account', 'en', '/en/sign-in?from=%2Fen%2Faccount'],
    [
      'financing',
      '/financing-requests/7/offers?tab=2',
      'ar',
      '/sign-in?from=%2Ffinancing-requests%2F7%2Foffers%3Ftab%3D2',
    ],
    ['financing', '/financing-requests', 'en', '/en/sign-in?from=%2Fen%2Ffinancing-requests'],
  ] as const)(
    '%s: sends a visitor from %s (%s) to sign-in with from',
    async (guard, path, locale, expected) => {
      answerSession(false);
      const view = await renderGuarded(guard, path, locale);
      await screen.findByText('sign-in form');
      expect(view.location()).toBe(expected);
      expect(screen.queryByText('private page')).toBeNull();
    },
  );

  it('shows the page to a signed-in customer', async () => {
    answerSession(true);
    await renderGuarded('auth', '/account');
    expect(await screen.findByText('private page')).toBeInTheDocument();
  });

  it('shows neither the page nor a redirect while the session is being checked', async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      getCheckAuthenticatedMockHandler(async () => {
        await answered;
        return { authenticated: true, profile: testCustomer };
      }),
    );
    const view = await renderGuarded('auth', '/account');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('private page')).toBeNull();
    expect(view.location()).toBe('/account');
    answer();
    await screen.findByText('private page');
  });

  it.each([
    ['/sign-in?from=%2Fprojects%2F4', 'ar', '/projects/4'],
    ['/sign-in?from=%2Fen%2Fproperties%3Fcity%3D1', 'en', '/en/properties?city=1'],
    ['/sign-in', 'ar', '/account'],
    ['/sign-in', 'en', '/en/account'],
    ['/sign-in?from=%2F%2Fevil.example', 'ar', '/account'],
    ['/sign-in?from=https%3A%2F%2Fevil.example', 'en', '/en/account'],
    ['/sign-in?from=%2F%5Cevil.example', 'ar', '/account'],
    ['/sign-in?from=javascript%3Aalert(1)', 'ar', '/account'],
    ['/sign-in?from=%2F.%2F%2Fevil.example', 'ar', '/account'],
  ] as const)(
    'guest: sends a signed-in customer from %s (%s) on to %s',
    async (path, locale, expected) => {
      answerSession(true);
      const view = await renderGuarded('auth', path, locale);
      await waitFor(() => expect(view.location()).toBe(expected));
      expect(screen.queryByText('sign-in form')).toBeNull();
    },
  );

  it('guest: shows sign-in to a visitor', async () => {
    answerSession(false);
    await renderGuarded('auth', '/sign-in?from=%2Faccount');
    expect(await screen.findByText('sign-in form')).toBeInTheDocument();
  });
});
