import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { getGetPaymentMockHandler } from '@generated/api/reservations/reservations.msw';
import { describe, expect, it } from 'vitest';
import { attempts } from '../../../../mocks/db/reservations';
import { clock } from '../../../../mocks/lib/clock';
import { server } from '../../../../mocks/node';
import { signInForTest } from '../../../../mocks/testing/page-session';
import { playProviderFrame } from '../../../../mocks/testing/provider-frame';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { ReservationCheckout } from './reservation-checkout';

const CARD = '4111111111111111';
const MADA = '4464040000000007';
const DECLINED = '4000000000000002';
const TECHNICAL = '4000000000000119';
const card = (number: string) => ({ number, exp_month: '12', exp_year: '2039', cvc: '123' });

async function reserveAndOpenCard(unitId: number) {
  signInForTest();
  const view = await renderApp(<ReservationCheckout unitId={unitId} />, {
    locale: 'en',
    path: `/reservation-checkout/${unitId}`,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Reserve now' }));
  // The payment step's code loads lazily (asked for once the reserve step is shown): the first
  // import of its modules is slow under test.
  await screen.findByRole('heading', { name: 'Pay the reservation amount' }, { timeout: 10_000 });
  const frame = await screen.findByTitle(/Card number, expiry and security code/);
  const provider = playProviderFrame(frame as HTMLIFrameElement);
  return { view, provider };
}

async function payWith(unitId: number, number: string) {
  const opened = await reserveAndOpenCard(unitId);
  await opened.view.user.type(screen.getByLabelText(/Name on card/), 'Sara Alqahtani');
  act(() => opened.provider.type(card(number)));
  await opened.view.user.click(screen.getByRole('button', { name: /^Pay / }));
  return opened;
}

function cachedText(view: Awaited<ReturnType<typeof renderApp>>): string {
  const queries = view.queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state);
  const mutations = view.queryClient
    .getMutationCache()
    .getAll()
    .map((mutation) => ({ state: mutation.state, options: mutation.options.mutationKey }));
  return JSON.stringify({ queries, mutations });
}

describe('ReservationCheckout', () => {
  it('frames the provider on its own origin, for this site and language', async () => {
    const { provider } = await reserveAndOpenCard(510);
    const src = new URL(provider.frame.src);
    expect(src.origin).not.toBe(window.location.origin);
    expect(src.pathname).toBe('/psp/v1/fields');
    expect(src.searchParams.get('parent')).toBe(window.location.origin);
    expect(src.searchParams.get('lang')).toBe('en');
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  }, 20_000);

  it('pays with the provider token only and keeps no card data anywhere', async () => {
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void request
        .clone()
        .text()
        .then((body) => sent.push(`${request.url} ${body}`));
    server.events.on('request:start', record);
    const { view, provider } = await payWith(501, CARD);
    await screen.findByRole('heading', { name: 'Processing your payment' });
    const tokenize = provider.received.find(
      (m) => (m as { data: { type: string } }).data.type === 'tokenize',
    );
    expect(tokenize).toEqual({
      data: { type: 'tokenize', name: 'Sara Alqahtani' },
      target: provider.origin,
    });
    expect(cachedText(view)).not.toContain(CARD);
    expect(cachedText(view)).not.toContain('4111 1111');
    expect(view.location()).toMatch(/\/en\/reservation-checkout\/501\?payment=\d+$/);
    clock.advance(3000);
    await screen.findByRole('heading', { name: 'Your unit is reserved' }, { timeout: 8000 });
    expect(cachedText(view)).not.toContain(CARD);
    const stored = JSON.stringify({
      ...window.sessionStorage,
      ...window.localStorage,
      c: document.cookie,
    });
    expect(stored).not.toContain(CARD);
    server.events.removeListener('request:start', record);
    expect(sent.join('\n')).toContain('card_token');
    expect(sent.filter((line) => !line.includes('/psp/v1/tokens')).join('\n')).not.toContain(CARD);
    clock.reset();
  }, 40_000);

  it('moves focus to the reserved unit as the payment ends, not when its status page is opened again', async () => {
    const { view } = await payWith(501, CARD);
    await screen.findByRole('heading', { name: 'Processing your payment' });
    const statusPage = view.location().replace(/^\/en/, '');
    expect(statusPage).toMatch(/\?payment=\d+$/);
    clock.advance(3000);
    const reserved = { name: 'Your unit is reserved' };
    await waitFor(() => expect(screen.getByRole('heading', reserved)).toHaveFocus(), {
      timeout: 8000,
    });
    // Opened again (a reload, a link): the paid reservation is the page's first state.
    cleanup();
    const again = await renderApp(<ReservationCheckout unitId={501} />, {
      locale: 'en',
      path: statusPage,
    });
    await screen.findByRole('heading', reserved, { timeout: 8000 });
    await waitFor(() => expect(again.location()).toBe('/en/reservation-checkout/501'));
    expect(document.activeElement).toBe(document.body);
    clock.reset();
  }, 40_000);

  it('moves focus to the reserved unit when the first status answer comes after the payment ended', async () => {
    // A slow network: the status page's first answer is already "successful".
    let release = () => {};
    const ended = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answerOperation(getGetPaymentMockHandler, async () => {
        await ended;
        return undefined;
      }),
    );
    await payWith(515, CARD);
    await screen.findByRole('heading', { name: 'Processing your payment' });
    clock.advance(3000);
    release();
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Your unit is reserved' })).toHaveFocus(),
      { timeout: 8000 },
    );
    clock.reset();
  }, 40_000);

  it('shows mada as soon as the provider knows the BIN and charges it as mada', async () => {
    const { provider } = await reserveAndOpenCard(514);
    act(() => provider.type(card(MADA)));
    expect(await screen.findByText('Card network: mada')).toBeInTheDocument();
    act(() => provider.type(card(CARD)));
    expect(await screen.findByText('Card network: Visa')).toBeInTheDocument();
  }, 20_000);

  it('ignores a token or a brand posted by another origin or window', async () => {
    const { provider } = await reserveAndOpenCard(512);
    act(() => provider.post({ type: 'brand', brand: 'mada' }, { origin: 'https://attacker.test' }));
    act(() => provider.post({ type: 'brand', brand: 'mada' }, { source: window }));
    act(() => provider.post({ type: 'brand', brand: 'visa' }));
    expect(await screen.findByText('Card network: Visa')).toBeInTheDocument();
    expect(screen.queryByText('Card network: mada')).toBeNull();
  }, 20_000);

  it('after a decline empties the provider fields, keeps the name and marks nothing empty', async () => {
    const { provider } = await payWith(502, DECLINED);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your payment was declined/);
    await waitFor(() => expect(provider.card()).toBeUndefined());
    expect(screen.getByLabelText(/Name on card/)).toHaveValue('Sara Alqahtani');
    expect(screen.getByLabelText(/Name on card/)).not.toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('after a decline puts focus on the card number in the provider frame', async () => {
    const { provider } = await payWith(502, DECLINED);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your payment was declined/);
    await waitFor(() => expect(provider.frame).toHaveFocus());
    expect(provider.received).toContainEqual({
      data: { type: 'clear', focus: 'number' },
      target: provider.origin,
    });
  }, 20_000);

  it('after a technical error keeps the card and the token for the retry', async () => {
    const { view, provider } = await payWith(513, TECHNICAL);
    expect(await screen.findByRole('alert')).toHaveTextContent(/technical/i);
    expect(provider.card()?.number).toBe(TECHNICAL);
    const tokens = () => provider.received.filter((m) => JSON.stringify(m).includes('tokenize'));
    expect(tokens()).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/technical/i);
    expect(tokens()).toHaveLength(1);
  }, 20_000);
});

describe('ReservationCheckout refusals', () => {
  async function reserve(unitId: number) {
    signInForTest();
    const view = await renderApp(<ReservationCheckout unitId={unitId} />, {
      locale: 'en',
      path: `/reservation-checkout/${unitId}`,
    });
    await view.user.click(await screen.findByRole('button', { name: 'Reserve now' }));
    return view;
  }

  it('says a technical error happened and lets the customer reserve again', async () => {
    await reserve(539);
    expect(await screen.findByRole('alert')).toHaveTextContent(/technical error/);
    expect(screen.getByRole('button', { name: 'Reserve now' })).toBeEnabled();
  }, 20_000);

  it('says at once that a unit held by someone else cannot be reserved, using no attempt', async () => {
    signInForTest();
    await renderApp(<ReservationCheckout unitId={540} />, {
      locale: 'en',
      path: '/reservation-checkout/540',
    });
    expect(
      await screen.findByRole('heading', { name: 'This unit cannot be reserved now' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve now' })).toBeNull();
    expect(attempts.size).toBe(0);
  }, 20_000);

  it('withholds Reserve for a unit whose advertising licence has expired, with the reason', async () => {
    signInForTest();
    await renderApp(<ReservationCheckout unitId={507} />, {
      locale: 'en',
      path: '/reservation-checkout/507',
    });
    expect(await screen.findByText(/its advertising licence has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse available units' })).toBeInTheDocument();
  }, 20_000);

  it('names the hold the customer already has and links to it', async () => {
    await reserve(501);
    await screen.findByRole('heading', { name: 'Pay the reservation amount' });
    cleanup();
    await reserve(502);
    expect(await screen.findByRole('alert')).toHaveTextContent(/You already hold another home/);
    expect(screen.getByRole('link', { name: 'See the home you hold' })).toHaveAttribute(
      'href',
      '/en/account/reservations',
    );
    expect(screen.queryByRole('button', { name: 'Reserve now' })).toBeNull();
  }, 20_000);

  it('leads from a unit that does not exist back to the list, with no retry', async () => {
    signInForTest();
    await renderApp(<ReservationCheckout unitId={9999} />, {
      locale: 'en',
      path: '/reservation-checkout/9999',
    });
    expect(await screen.findByRole('link', { name: 'Browse available units' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
  }, 20_000);

  it('says a sold unit cannot be reserved now', async () => {
    signInForTest();
    await renderApp(<ReservationCheckout unitId={504} />, {
      locale: 'en',
      path: '/reservation-checkout/504',
    });
    expect(
      await screen.findByRole('heading', { name: 'This unit cannot be reserved now' }),
    ).toBeInTheDocument();
  }, 20_000);
});
