import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getCheckAuthenticatedMockHandler } from '@generated/api/auth/auth.msw';
import {
  getGetWebAppConfigMockHandler,
  getGetWebAppConfigResponseMock,
} from '@generated/api/lookups/lookups.msw';
import { getGetProfileResponseMock } from '@generated/api/profile/profile.msw';
import type { WebAppChatWidget } from '@generated/model';
import { LocaleProvider } from '@/i18n/locale-provider';
import type { Locale } from '@/i18n/locale';
import type { ChatWidgetApi } from '@/lib/browser/chat-widget';
import { createQueryClient } from '@/lib/http/react-query';
import { SessionProvider } from '@/lib/session/session';
import { server } from '../../../mocks/node';
import { ChatSupport } from './chat-support';
import { firstPageShown, isAfterFirstPage } from './first-page';

// The widget's configuration waits for the app's first page (src/app/first-page/first-page.ts): shown here once.
beforeAll(async () => {
  firstPageShown();
  await waitFor(() => expect(isAfterFirstPage()).toBe(true));
});

const ENABLED: WebAppChatWidget = {
  enabled: true,
  provider: 'generic',
  script_url: '/chat/widget.js',
  app_id: 'app-1',
};
const customer = getGetProfileResponseMock({
  email: 'sara@example.com',
  full_name: 'Sara Alqahtani',
  is_anonymous: false,
});

function answer(chatWidget: WebAppChatWidget, signedIn = true) {
  const calls = { config: 0 };
  server.use(
    getGetWebAppConfigMockHandler(() => {
      calls.config += 1;
      return { ...getGetWebAppConfigResponseMock(), chat_widget: chatWidget };
    }),
    getCheckAuthenticatedMockHandler(
      signedIn ? { authenticated: true, profile: customer } : { authenticated: false },
    ),
  );
  return calls;
}

async function renderChat(locale: Locale, path = '/') {
  const memory = memoryLocation({ path });
  // Awaited: LocaleProvider suspends on its messages the first time.
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={null}>
          <LocaleProvider locale={locale}>
            <Router hook={memory.hook}>
              <SessionProvider>
                <ChatSupport />
              </SessionProvider>
            </Router>
          </LocaleProvider>
        </Suspense>
      </QueryClientProvider>,
    );
  });
  return memory;
}

/** Plays the widget script: it defines window.ChatWidget and fires `load`. */
async function loadWidget(): Promise<ChatWidgetApi> {
  const widget: ChatWidgetApi = { boot: vi.fn(), update: vi.fn(), shutdown: vi.fn() };
  const script = await waitFor(
    () => {
      const found = document.querySelector<HTMLScriptElement>('script[data-chat-widget]');
      if (!found) throw new Error('no widget script yet');
      return found;
    },
    { timeout: 5000 },
  );
  window.ChatWidget = widget;
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  return widget;
}

afterEach(() => {
  document.querySelectorAll('script[data-chat-widget]').forEach((script) => script.remove());
  delete window.ChatWidget;
});

describe('ChatSupport', () => {
  it('loads nothing when no widget is configured (the offline default)', async () => {
    const calls = answer({ enabled: false });
    await renderChat('ar');
    await waitFor(() => expect(calls.config).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('script[data-chat-widget]')).toBeNull();
  });

  it("boots the widget with the customer's e-mail, name and language, aligned left in Arabic", async () => {
    answer(ENABLED);
    await renderChat('ar');
    const widget = await loadWidget();
    expect(document.querySelector<HTMLScriptElement>('script[data-chat-widget]')?.src).toMatch(
      /\/chat\/widget\.js$/,
    );
    await waitFor(() =>
      expect(widget.boot).toHaveBeenLastCalledWith({
        appId: 'app-1',
        email: 'sara@example.com',
        name: 'Sara Alqahtani',
        language: 'ar',
        alignment: 'left',
        verticalPadding: 80,
      }),
    );
  });

  it('aligns the widget right in English, for a visitor without a session', async () => {
    answer(ENABLED, false);
    await renderChat('en');
    const widget = await loadWidget();
    await waitFor(() =>
      expect(widget.boot).toHaveBeenLastCalledWith({
        appId: 'app-1',
        language: 'en',
        alignment: 'right',
        verticalPadding: 80,
      }),
    );
  });

  it('refreshes the widget 250 ms after a route change', async () => {
    answer(ENABLED);
    const memory = await renderChat('en');
    const widget = await loadWidget();
    await waitFor(() =>
      expect(widget.boot).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'sara@example.com' }),
      ),
    );
    const updates: number[] = [];
    vi.mocked(widget.update).mockImplementation(() => updates.push(performance.now()));
    const navigatedAt = performance.now();
    act(() => memory.navigate('/properties'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(updates).toHaveLength(0);
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]! - navigatedAt).toBeGreaterThanOrEqual(245);
    expect(widget.update).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'en', alignment: 'right' }),
    );
  });

  it('loads no third-party script on the checkout and payment-status pages', async () => {
    const calls = answer(ENABLED);
    await renderChat('en', '/reservation-checkout/501?payment=7');
    await waitFor(() => expect(calls.config).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('script[data-chat-widget]')).toBeNull();
  });

  it('loads no third-party script on a payment page in another letter case either', async () => {
    const calls = answer(ENABLED);
    await renderChat('en', '/Reservation-Checkout/501');
    await waitFor(() => expect(calls.config).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('script[data-chat-widget]')).toBeNull();
  });
});
