import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadChatWidget } from '@/lib/browser/chat-widget';
import { renderApp } from '@/testing/render';
import { needsFreshDocument, PaymentPageDocument } from './payment-page';
import { pageLoads } from '../updates/load-page';

const checkout = (
  <PaymentPageDocument>
    <p>card fields</p>
  </PaymentPageDocument>
);

describe('PaymentPageDocument', () => {
  it('shows the payment page in a document that never had a widget script', async () => {
    const reload = vi.spyOn(pageLoads, 'reload').mockImplementation(() => undefined);
    await renderApp(checkout, { session: false });
    expect(screen.getByText('card fields')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(needsFreshDocument('/en/reservation-checkout/501')).toBe(false);
  });

  it('loads the page in full, without its content, once a widget script was added', async () => {
    const reload = vi.spyOn(pageLoads, 'reload').mockImplementation(() => undefined);
    // Added, never loaded.
    void loadChatWidget('/chat/widget.js').catch(() => undefined);
    await renderApp(checkout, { session: false });
    expect(screen.queryByText('card fields')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(needsFreshDocument('/en/Reservation-Checkout/501?payment=7')).toBe(true);
    expect(needsFreshDocument('/en/units/501')).toBe(false);
  });
});
