import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clock } from '../../../../mocks/lib/clock';
import { signInForTest } from '../../../../mocks/testing/page-session';
import { renderApp } from '@/testing/render';
import { ReservationCheckout } from './reservation-checkout';

const CARD = '4111111111111111';
const DECLINED = '4000000000000002';

async function reserveAndFill(unitId: number, number: string) {
  signInForTest();
  const view = await renderApp(<ReservationCheckout unitId={unitId} />, {
    locale: 'en',
    path: `/reservation-checkout/${unitId}`,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Reserve now' }));
  await screen.findByRole('heading', { name: 'Pay the reservation amount' });
  await view.user.type(screen.getByLabelText(/Name on card/), 'Sara Alqahtani');
  await view.user.type(screen.getByLabelText(/Card number/), number);
  await view.user.type(screen.getByLabelText(/Month/), '12');
  await view.user.type(screen.getByLabelText(/Year/), '٣٩');
  await view.user.type(screen.getByLabelText(/Security code/), '123');
  await view.user.click(screen.getByRole('button', { name: /^Pay / }));
  return view;
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
  it('pays by card and keeps no card data in the query or mutation caches', async () => {
    const view = await reserveAndFill(501, CARD);
    await screen.findByRole('heading', { name: 'Processing your payment' });
    expect(cachedText(view)).not.toContain(CARD);
    expect(cachedText(view)).not.toContain('4111 1111');
    expect(cachedText(view)).not.toContain('Sara Alqahtani');
    expect(view.location()).toMatch(/\/en\/reservation-checkout\/501\?payment=\d+$/);

    clock.advance(3000);
    await screen.findByRole('heading', { name: 'Your unit is reserved' }, { timeout: 8000 });
    expect(screen.getByText(/you agreed to the reservation terms/)).toBeInTheDocument();
    expect(cachedText(view)).not.toContain(CARD);
    const stored = JSON.stringify({ ...window.sessionStorage, ...window.localStorage });
    expect(stored).not.toContain(CARD);
    clock.reset();
  }, 40_000);

  it('shows a declined card, clears the card and keeps the name', async () => {
    await reserveAndFill(502, DECLINED);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your payment was declined/);
    await waitFor(() => expect(screen.getByLabelText(/Card number/)).toHaveValue(''));
    expect(screen.getByLabelText(/Security code/)).toHaveValue('');
    expect(screen.getByLabelText(/Name on card/)).toHaveValue('Sara Alqahtani');
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

  it('says another person is reserving the unit, when to come back and the attempts left', async () => {
    await reserve(540);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /Another person is reserving this unit\. Please come back in \d+ minutes?/,
    );
    expect(alert).toHaveTextContent(/reservation attempts? left/);
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
