import { useEffect, type ReactNode } from 'react';
import { isPaymentPage } from '@/config/payment-pages.mjs';
import { PageLoading } from '@/components/status';
import { chatScriptAdded } from '@/lib/browser/chat-widget';
import { pageLoads } from '../updates/load-page';

/**
 * Whether going to `to` (a full path) must be a full page load: a payment page, in a document that
 * was given a chat widget's script (loaded or still loading): that script would go on running beside
 * the card fields. The new document has only this site's and the payment provider's code.
 */
export function needsFreshDocument(to: string): boolean {
  return isPaymentPage(to) && chatScriptAdded();
}

/**
 * A payment page's content, shown only in a document that never had a widget script; in one that
 * had, the page is loaded in full first (a navigation that did not go through the router's
 * `aroundNav`: back, forward). The card fields never appear beside a third-party script.
 */
export function PaymentPageDocument({ children }: { children: ReactNode }) {
  const stale = chatScriptAdded();
  useEffect(() => {
    if (stale) pageLoads.reload();
  }, [stale]);
  return stale ? <PageLoading /> : children;
}
