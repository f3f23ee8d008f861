// Attack: the checkout reached inside the app in another letter case, or after the chat widget's
// script was added. The router matched `/Reservation-Checkout/501` while the chat widget asked
// whether the page was a payment page as written: the widget loaded beside the card fields. And a
// customer who moved to the checkout after the widget's script was added but before it loaded kept
// that script, which then ran on the payment page. Any spelling of a payment page is one; links and
// navigations go to a route's own spelling; once a widget script was added, going to a payment page
// is a full page load.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getCheckAuthenticatedMockHandler } from '@generated/api/auth/auth.msw';
import {
  getGetWebAppConfigMockHandler,
  getGetWebAppConfigResponseMock,
} from '@generated/api/lookups/lookups.msw';
import { ChatSupport } from '@/app/first-page/chat-support';
import { firstPageShown, isAfterFirstPage } from '@/app/first-page/first-page';
import { pageLoads } from '@/app/updates/load-page';
import { navigateOrLoad } from '@/app/updates/newer-build';
import { LocaleProvider } from '@/i18n/locale-provider';
import { canonicalPath } from '@/lib/navigation/canonical-location';
import { createQueryClient } from '@/lib/http/react-query';
import { SessionProvider } from '@/lib/session/session';
import { server } from '../../mocks/node';

beforeAll(async () => {
  firstPageShown();
  await waitFor(() => expect(isAfterFirstPage()).toBe(true));
});

let configCalls = 0;
let loadPage: MockInstance<typeof pageLoads.load>;
let reloadPage: MockInstance<typeof pageLoads.reload>;
beforeEach(() => {
  loadPage = vi.spyOn(pageLoads, 'load').mockImplementation(() => undefined);
  reloadPage = vi.spyOn(pageLoads, 'reload').mockImplementation(() => undefined);
  server.use(
    getGetWebAppConfigMockHandler(() => {
      configCalls += 1;
      return {
        ...getGetWebAppConfigResponseMock(),
        chat_widget: { enabled: true, provider: 'generic', script_url: '/chat/widget.js' },
      };
    }),
    getCheckAuthenticatedMockHandler({ authenticated: false }),
  );
});
afterEach(() => {
  document.querySelectorAll('script[data-chat-widget]').forEach((script) => script.remove());
});

/** The router's navigate, as a link or a redirect in the app calls it. */
const router = { navigate: (_to: string) => {} };
function Navigator() {
  const [, navigate] = useLocation();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

/** The widget beside a router at `path`, navigating as the app does (canonical paths, full loads). */
async function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={null}>
          <LocaleProvider locale="en">
            <Router hook={memory.hook} aroundNav={navigateOrLoad} hrefs={canonicalPath}>
              <SessionProvider>
                <ChatSupport />
                <Navigator />
              </SessionProvider>
            </Router>
          </LocaleProvider>
        </Suspense>
      </QueryClientProvider>,
    );
  });
  return memory;
}

const widgetScript = () => document.querySelector('script[data-chat-widget]');

describe('the checkout in another letter case', () => {
  it.each(['/Reservation-Checkout/501', '/RESERVATION-CHECKOUT/501?payment=7'])(
    '%s loads no third-party script',
    async (path) => {
      const before = configCalls;
      await renderAt(path);
      await waitFor(() => expect(configCalls).toBeGreaterThan(before));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(widgetScript()).toBeNull();
    },
  );

  it.each([
    ['/en/Reservation-Checkout/501?payment=7', '/en/reservation-checkout/501?payment=7'],
    ['/RESERVATION-CHECKOUT/501', '/reservation-checkout/501'],
    ['/en/Units/Ab1#plan', '/en/units/Ab1#plan'],
  ])('a link or a navigation to %s goes to %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });
});

describe('moving to the checkout once the widget’s script was added', () => {
  it.each(['/reservation-checkout/501', '/Reservation-Checkout/501?payment=7'])(
    'before it loaded: %s is a full page load, never a route change',
    async (to) => {
      const memory = await renderAt('/units/501');
      // Added, still loading (its `load` never comes here).
      await waitFor(() => expect(widgetScript()).not.toBeNull(), { timeout: 5000 });
      act(() => router.navigate(to));
      expect(loadPage).toHaveBeenCalledWith(canonicalPath(to), undefined);
      expect(memory.history?.at(-1)).toBe('/units/501');
      expect(reloadPage).not.toHaveBeenCalled();
    },
  );

  it('other pages still change in place', async () => {
    const memory = await renderAt('/units/501');
    await waitFor(() => expect(widgetScript()).not.toBeNull(), { timeout: 5000 });
    act(() => router.navigate('/properties'));
    expect(loadPage).not.toHaveBeenCalled();
    expect(memory.history?.at(-1)).toBe('/properties');
  });
});
