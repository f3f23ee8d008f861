import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { isPaymentPage } from '@/config/payment-pages.mjs';
import { useLocale } from '@/i18n/locale-provider';
import {
  CHAT_UPDATE_DELAY_MS,
  chatScriptIntegrity,
  chatScriptUrl,
  chatSettings,
  loadChatWidget,
  whenInteractive,
  type ChatWidgetApi,
  type ChatWidgetSettings,
} from '@/lib/browser/chat-widget';
import { useSession } from '@/lib/session/session';
import { useAfterFirstPage } from './first-page';

/**
 * The chat-support widget of web-app-config, when one is configured: loaded once the first page is
 * shown and the page is interactive, told the customer's e-mail, name and language, and refreshed
 * after each route change. A different customer (sign-in, sign-out) shuts the widget down and boots
 * it again. Never on a payment page, in any letter case (src/config/payment-pages.mjs): it is not
 * loaded there, and once its script was added a payment page opens as a full page load, without the
 * widget's code (src/app/router/payment-page.tsx).
 */
export function ChatSupport() {
  // Its configuration is asked for once the first page is shown, the first screen does not need it.
  const widgetConfig = useGetWebAppConfig({ query: { enabled: useAfterFirstPage() } }).data
    ?.chat_widget;
  const { profile } = useSession();
  const locale = useLocale();
  const [location] = useLocation();
  const [widget, setWidget] = useState<ChatWidgetApi | null>(null);
  const paymentPage = isPaymentPage(location);
  const src = paymentPage ? null : chatScriptUrl(widgetConfig);
  const provider = widgetConfig?.provider;
  const integrity = chatScriptIntegrity(widgetConfig);

  useEffect(() => {
    if (!src) return undefined;
    let active = true;
    const cancel = whenInteractive(() => {
      loadChatWidget(src, provider, integrity)
        .then((loaded) => active && setWidget(loaded))
        .catch((error: unknown) => console.warn(error));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [src, provider, integrity]);

  const settings = useMemo(
    () => (widgetConfig ? chatSettings(widgetConfig, profile, locale) : null),
    [widgetConfig, profile, locale],
  );
  const latest = useRef(settings);
  const booted = useRef<ChatWidgetSettings | null>(null);
  const seenLocation = useRef(location);

  useEffect(() => {
    latest.current = settings;
    if (!widget || !settings) return;
    const customerChanged = booted.current && booted.current.email !== settings.email;
    if (customerChanged) widget.shutdown?.();
    if (booted.current && !customerChanged) widget.update(settings);
    else widget.boot(settings);
    booted.current = settings;
  }, [widget, settings]);

  useEffect(() => {
    if (seenLocation.current === location) return undefined;
    seenLocation.current = location;
    if (!widget || !booted.current) return undefined;
    const timer = window.setTimeout(() => {
      if (latest.current) widget.update(latest.current);
    }, CHAT_UPDATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location, widget]);

  return null;
}
