import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCheckAuthenticatedQueryKey } from '@generated/api/auth/auth';
import { getListConsentsQueryKey } from '@generated/api/privacy/privacy';
import {
  getListConsentsMockHandler,
  getWithdrawConsentMockHandler,
} from '@generated/api/privacy/privacy.msw';
import type { Consent } from '@generated/model';
import { paths } from '@/config/paths';
import { ConsentList } from '@/features/privacy';
import { captureError, resetCapture } from '@/lib/field-reports/capture';
import { createQueryClient } from '@/lib/http/react-query';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { server } from '../../../mocks/node';
import { loadContract } from '../../../scripts/contract/contract';
import { analyticsAllowed } from './field-reports-start';
import { appForReports, routeOf, setUpFieldReports } from './field-reports';
import { firstPageShown, resetFirstPage } from '../first-page/first-page';

const ERRORS = '/customer/api/v1/telemetry/errors';

describe('the reporter in the app', () => {
  let stop = () => undefined as void;
  const beacons: Array<{ url: string; body: Blob | string }> = [];

  beforeEach(() => {
    beacons.length = 0;
    resetFirstPage();
    resetCapture();
    window.history.replaceState(null, '', '/units/1036?phone=0501234567');
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob | string) => (beacons.push({ url, body }), true),
    });
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
  });
  afterEach(() => {
    stop();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    window.history.replaceState(null, '', '/');
  });

  it('sends nothing before the first page is shown, then the errors caught before, as JSON with the route pattern', async () => {
    stop = setUpFieldReports(new QueryClient());
    captureError('error', new TypeError('failed before the page was shown'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Even a page hidden before it was shown sends nothing.
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(beacons).toEqual([]);

    firstPageShown();
    await vi.waitFor(() => expect(beacons).toHaveLength(1), { timeout: 8000 });
    const [beacon] = beacons;
    expect(beacon!.url).toBe(ERRORS);
    expect(beacon!.body).toBeInstanceOf(Blob);
    expect((beacon!.body as Blob).type).toBe('application/json');
    const body = JSON.parse(await (beacon!.body as Blob).text());
    expect(body).toMatchObject({
      route: '/units/:id',
      language: 'ar',
      reports: [{ kind: 'error', message: 'TypeError: failed before the page was shown' }],
    });
    expect(JSON.stringify(body)).not.toContain('0501234567');
  });
});

describe('routeOf', () => {
  it('gives the route pattern and the language, never the address', () => {
    expect(routeOf('/units/1036')).toEqual({ route: '/units/:id', language: 'ar' });
    expect(routeOf('/en/account/reservations/48213')).toEqual({
      route: '/account/reservations/:id',
      language: 'en',
    });
    expect(routeOf('/en')).toEqual({ route: '/', language: 'en' });
    expect(routeOf('/no/such/page/0501234567')).toEqual({ route: '/*', language: 'ar' });
  });

  it("gives only patterns the contract's RoutePattern takes", () => {
    const schemas = loadContract().document.components!.schemas!;
    const pattern = new RegExp((schemas.RoutePattern as { pattern: string }).pattern, 'u');
    for (const { path } of Object.values(paths)) expect(routeOf(path).route).toMatch(pattern);
    expect('/*').toMatch(pattern);
  });
});

describe('analyticsAllowed', () => {
  it("reads the consents where the consents page keeps them (the generated query's key)", () => {
    expect(appForReports(new QueryClient()).consents().queryKey).toEqual(getListConsentsQueryKey());
  });

  const consent = (withdrawn: boolean): Consent => ({
    kind: 'analytics',
    version: '2026-11',
    given_at: '2026-01-01T00:00:00Z',
    withdrawable: !withdrawn,
    ...(withdrawn && { withdrawn_at: '2026-02-01T00:00:00Z' }),
  });
  const customer = {
    authenticated: true,
    profile: { id: 1, is_anonymous: false },
  };

  it("lets a guest's anonymous field data go, unless the browser asks for privacy", () => {
    const client = new QueryClient();
    expect(analyticsAllowed(appForReports(client), {} as Navigator)).toBe(true);
    client.setQueryData(getCheckAuthenticatedQueryKey(), { authenticated: false });
    expect(analyticsAllowed(appForReports(client), {} as Navigator)).toBe(true);
    expect(
      analyticsAllowed(appForReports(client), {
        globalPrivacyControl: true,
      } as unknown as Navigator),
    ).toBe(false);
    expect(analyticsAllowed(appForReports(client), { doNotTrack: '1' } as Navigator)).toBe(false);
  });

  it("follows a customer's analytics consent: held, withdrawn, or not known", () => {
    const client = new QueryClient();
    client.setQueryData(getCheckAuthenticatedQueryKey(), customer);
    expect(analyticsAllowed(appForReports(client), {} as Navigator)).toBe(false);
    client.setQueryData(getListConsentsQueryKey(), [consent(false)]);
    expect(analyticsAllowed(appForReports(client), {} as Navigator)).toBe(true);
    client.setQueryData(getListConsentsQueryKey(), [consent(true)]);
    expect(analyticsAllowed(appForReports(client), {} as Navigator)).toBe(false);
  });
});

describe('withdrawing the analytics consent on the consents page', () => {
  it('stops the field data of this very visit', async () => {
    const given: Consent = {
      kind: 'analytics',
      version: '2026-11',
      given_at: '2026-01-01T00:00:00Z',
      withdrawable: true,
    };
    answerSession(true);
    server.use(
      getListConsentsMockHandler([given]),
      getWithdrawConsentMockHandler({
        ...given,
        withdrawable: false,
        withdrawn_at: '2026-02-01T00:00:00Z',
      }),
    );
    const queryClient = createQueryClient();
    const { user } = await renderApp(<ConsentList />, { locale: 'en', queryClient });
    const withdraw = await screen.findByRole('button', {
      name: 'Withdraw my consent: Measuring how fast the pages you visit load (anonymous)',
    });
    const app = appForReports(queryClient);
    expect(analyticsAllowed(app, {} as Navigator)).toBe(true);
    await user.click(withdraw);
    expect(
      await screen.findByRole('button', { name: /^Give my consent again: Measuring/ }),
    ).toBeVisible();
    expect(analyticsAllowed(app, {} as Navigator)).toBe(false);
  });
});
