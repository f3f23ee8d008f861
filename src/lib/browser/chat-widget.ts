import type { WebAppChatWidget } from '@generated/model';
import { safeApiUrl } from '../navigation/safe-url';

/**
 * The chat-support widget, vendor-neutral. web-app-config `chat_widget` names a script; once loaded,
 * that script (or a small shim around a vendor's widget) exposes `window.ChatWidget`:
 *
 *   window.ChatWidget = {
 *     boot(settings)    // first call: show the launcher with these settings
 *     update(settings)  // the page, customer or language changed
 *     shutdown?()       // optional: hide the launcher and forget the customer
 *   }
 *
 * `provider` picks the adapter that reaches the widget; `generic` (the default, and the only one so
 * far) is `window.ChatWidget`. A vendor whose script has another global gets an entry in ADAPTERS.
 */
/**
 * The customer's personal data the widget is given, and nothing else: the privacy policy names each
 * of them in its chat provider's item ("Third parties that receive your data"); a field added here
 * or given outside this list fails src/features/content/documents/privacy-policy.test.ts.
 */
export const CHAT_WIDGET_PERSONAL_DATA = ['email', 'name'] as const;
export type ChatWidgetPersonalField = (typeof CHAT_WIDGET_PERSONAL_DATA)[number];

export type ChatWidgetSettings = {
  appId: string;
  language: 'ar' | 'en';
  alignment: 'left' | 'right';
  verticalPadding: number;
} & Partial<Record<ChatWidgetPersonalField, string>>;

export interface ChatWidgetApi {
  boot(settings: ChatWidgetSettings): void;
  update(settings: ChatWidgetSettings): void;
  shutdown?(): void;
}

declare global {
  interface Window {
    ChatWidget?: ChatWidgetApi;
  }
}

export const CHAT_VERTICAL_PADDING = 80;
export const CHAT_UPDATE_DELAY_MS = 250;

const ADAPTERS: Record<string, () => ChatWidgetApi | undefined> = {
  generic: () => window.ChatWidget,
};

export type ChatCustomer = { email?: string; full_name?: string } | null;

/** Left for Arabic (the launcher sits at the end of a right-to-left page), right otherwise. */
export const chatAlignment = (language: 'ar' | 'en'): 'left' | 'right' =>
  language === 'ar' ? 'left' : 'right';

export function chatSettings(
  config: WebAppChatWidget,
  customer: ChatCustomer,
  language: 'ar' | 'en',
): ChatWidgetSettings {
  const known: Record<ChatWidgetPersonalField, string | undefined> = {
    email: customer?.email,
    name: customer?.full_name,
  };
  const personal: Partial<Record<ChatWidgetPersonalField, string>> = {};
  for (const field of CHAT_WIDGET_PERSONAL_DATA) if (known[field]) personal[field] = known[field];
  return {
    appId: config.app_id ?? '',
    ...personal,
    language,
    alignment: chatAlignment(language),
    verticalPadding: CHAT_VERTICAL_PADDING,
  };
}

const INTEGRITY =
  /^(sha256|sha384|sha512)-[A-Za-z0-9+/]{43,86}={0,2}( (sha256|sha384|sha512)-[A-Za-z0-9+/]{43,86}={0,2})*$/;

/** The script's Subresource Integrity (`integrity` attribute) when well-formed, else undefined. */
export function chatScriptIntegrity(config: WebAppChatWidget | undefined): string | undefined {
  const value = config?.script_integrity;
  return typeof value === 'string' && INTEGRITY.test(value) ? value : undefined;
}

/**
 * The script to load: only for an enabled widget, from this site, or over https with its Subresource
 * Integrity (a third-party script never runs unchecked). Else null.
 */
export function chatScriptUrl(config: WebAppChatWidget | undefined): string | null {
  if (!config?.enabled) return null;
  const url = safeApiUrl(config.script_url);
  if (!url) return null;
  const sameSite = url.startsWith('/');
  return sameSite || chatScriptIntegrity(config) ? url : null;
}

/** Runs `callback` once the page is interactive: after `load`, when the browser is idle. */
export function whenInteractive(callback: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

const loading = new Map<string, { script: HTMLScriptElement; loaded: Promise<void> }>();
let scriptAdded = false;

/**
 * Whether this document was ever given a widget script (loaded, still loading or failed): its code
 * may be running, or about to. A payment page then opens as a full page load, in a document without
 * it (src/app/router/payment-page.tsx).
 */
export function chatScriptAdded(): boolean {
  return scriptAdded;
}

/** Tests only: a document that never had a widget script. */
export function forgetChatScript(): void {
  scriptAdded = false;
  loading.clear();
}

function injectScript(src: string, integrity?: string): Promise<void> {
  const known = loading.get(src);
  if (known?.script.isConnected) return known.loaded;
  const script = document.createElement('script');
  if (integrity) {
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
  }
  script.src = src;
  script.async = true;
  script.dataset.chatWidget = '';
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`The chat widget script did not load: ${src}`));
    });
  });
  loading.set(src, { script, loaded });
  scriptAdded = true;
  document.head.append(script);
  return loaded;
}

/**
 * Loads the widget script (once; with `integrity`, checked by the browser: Subresource Integrity) and
 * returns the widget, through the provider's adapter.
 */
export async function loadChatWidget(
  src: string,
  provider = 'generic',
  integrity?: string,
): Promise<ChatWidgetApi> {
  await injectScript(src, integrity);
  const widget = (ADAPTERS[provider] ?? ADAPTERS.generic)?.();
  if (!widget) throw new Error(`The chat widget script does not provide the "${provider}" widget`);
  return widget;
}
