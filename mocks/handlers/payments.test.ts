import { describe, expect, it } from 'vitest';
import type { Payment, Reservation } from '../../generated/model';
import { findUnit } from '../db/catalogue';
import { payments } from '../db/reservations';
import { PROVIDER_ORIGIN } from '../db/web-app-config';
import { codesOf, type MockApi } from '../testing/mock-api';
import { anotherCustomer, freeUnits, signedInClient } from '../testing/customer-client';
import { cardPayment } from '../testing/provider';

const [UNIT = 0] = freeUnits();
const fee = () => findUnit(UNIT)?.reservation_amount;

async function holdUnit(client: MockApi): Promise<Reservation> {
  const answer = await client.post<Reservation>('/customer/api/v1/reservations/', {
    json: {
      unit_id: UNIT,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

const payPath = (reservation: Reservation) =>
  `/customer/api/v1/reservations/${reservation.id}/payments`;
const readReservation = (client: MockApi, id: number) =>
  client.get<Reservation>(`/customer/api/v1/reservations/${id}/`);

describe('online payments', () => {
  it('confirms the reservation once a card payment settles', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const paid = await client.post<Payment>(payPath(reservation), {
      json: {
        ...(await cardPayment('4111111111111111')),
      },
    });
    expect(paid.body).toMatchObject({
      status: 'processing',
      amount: fee(),
      reservation_id: reservation.id,
    });
    expect(
      (await client.get<Payment>(`/customer/api/v1/payments/${paid.body.id}`)).body.status,
    ).toBe('processing');
    await client.advance(2);
    expect(
      (await client.get<Payment>(`/customer/api/v1/payments/${paid.body.id}`)).body.status,
    ).toBe('successful');
    const confirmed = await readReservation(client, reservation.id);
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      payment_option: 'visa_master',
      can_cancel: true,
    });
    expect(confirmed.body.payment).toMatchObject({ amount: fee(), paid_amount: fee() });
    expect(confirmed.body.invoice?.url).toMatch(
      /^\/customer\/api\/v1\/reservations\/\d+\/invoice$/,
    );
    await client.advance(3600);
    expect((await readReservation(client, reservation.id)).body.status).toBe('confirmed');
    expect(findUnit(UNIT)?.status).toBe('reserved');
  });

  it.each([
    ['4000000000000002', 402, 'payment__declined'],
    ['4000000000009995', 402, 'payment__insufficient_funds'],
    ['4000000000000119', 502, 'payment__technical_error'],
  ])('answers test card %s with %i %s and leaves the hold open', async (number, status, code) => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const answer = await client.post(payPath(reservation), {
      json: await cardPayment(number),
    });
    expect([answer.status, codesOf(answer)]).toEqual([status, [code]]);
    expect((await readReservation(client, reservation.id)).body.status).toBe('created');
  });

  it('fails a payment the PSP declines after processing', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const { body } = await client.post<Payment>(payPath(reservation), {
      json: {
        ...(await cardPayment('4000000000000341')),
      },
    });
    await client.advance(2);
    const read = await client.get<Payment>(`/customer/api/v1/payments/${body.id}`);
    expect(read.body).toMatchObject({ status: 'failed', failure_code: 'payment__declined' });
    expect((await readReservation(client, reservation.id)).body.status).toBe('created');
  });

  it.each([
    ['approve', 'successful'],
    ['fail', 'failed'],
    ['cancel', 'failed'],
  ])('runs the 3-D Secure step on the provider (%s)', async (outcome, final) => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const body = {
      ...(await cardPayment('4000000000003220')),
      return_path: '/en/reservation-checkout/1',
    };
    const paid = await client.post<Payment>(payPath(reservation), { json: body });
    expect(paid.body.status).toBe('requires_action');
    const url = paid.body.three_ds_url!;
    expect(url).toMatch(new RegExp(`^${PROVIDER_ORIGIN}/psp/v1/3ds/[0-9a-f]{32}$`));
    const page = await client.get(url);
    expect(page.contentType).toContain('text/html');
    expect(page.text).toContain('Approve');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(
      codesOf(
        await client.post(payPath(reservation), {
          json: await cardPayment('4111111111111111'),
        }),
      ),
    ).toEqual(['payment__in_progress']);
    const form = new URLSearchParams({ outcome, return: 'https://evil.com/' });
    const back = await client.post(url, { raw: form });
    expect([back.status, back.headers.get('location')]).toEqual([
      303,
      '/en/reservation-checkout/1',
    ]);
    await client.advance(2);
    const read = await client.get<Payment>(`/customer/api/v1/payments/${paid.body.id}`);
    expect(read.body.status).toBe(final);
    if (final === 'failed') expect(read.body.failure_code).toBe('payment__three_ds_failed');
  });

  it('lists a payment left at 3-D Secure on the reservation, and abandons it to pay again', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const paid = await client.post<Payment>(payPath(reservation), {
      json: await cardPayment('4000000000003220'),
    });
    const pending = (await readReservation(client, reservation.id)).body.pending_payment;
    expect(pending).toMatchObject({ id: paid.body.id, status: 'requires_action' });
    expect(pending?.three_ds_url).toBe(paid.body.three_ds_url);
    const abandon = `/customer/api/v1/payments/${paid.body.id}/abandon`;
    const abandoned = await client.post<Payment>(abandon);
    expect(abandoned.body).toMatchObject({ status: 'failed', failure_code: 'payment__abandoned' });
    expect((await client.post<Payment>(abandon)).body.status).toBe('failed');
    expect((await readReservation(client, reservation.id)).body.pending_payment).toBeUndefined();
    // The challenge completed afterwards charges nothing.
    await client.post(paid.body.three_ds_url!, {
      raw: new URLSearchParams({ outcome: 'approve' }),
    });
    await client.advance(2);
    expect(
      (await client.get<Payment>(`/customer/api/v1/payments/${paid.body.id}`)).body.status,
    ).toBe('failed');
    const again = await client.post<Payment>(payPath(reservation), {
      json: await cardPayment('4111111111111111'),
    });
    expect(again.body.status).toBe('processing');
    expect(
      codesOf(await client.post(`/customer/api/v1/payments/${again.body.id}/abandon`)),
    ).toEqual(['payment__status_invalid']);
    const stranger = signedInClient(anotherCustomer());
    expect(codesOf(await stranger.post(abandon))).toEqual(['payment__not_found']);
  });

  it('sends the browser back to the site the payment came from, never to another', async () => {
    const client = signedInClient();
    const back = async (origin: string) => {
      const reservation = await holdUnit(client);
      const paid = await client.post<Payment>(payPath(reservation), {
        json: {
          ...(await cardPayment('4000000000003220')),
          return_path: '/reservation-checkout/1',
        },
        headers: { Origin: origin },
      });
      const answer = await client.post(paid.body.three_ds_url!, {
        raw: new URLSearchParams({ outcome: 'fail' }),
      });
      await client.post(`/customer/api/v1/reservations/${reservation.id}/cancel`, { json: {} });
      return answer.headers.get('location');
    };
    expect(await back('http://127.0.0.1:5173')).toBe(
      'http://127.0.0.1:5173/reservation-checkout/1',
    );
    expect(await back('https://evil.com')).toBe('/reservation-checkout/1');
  });

  it('takes Apple Pay with the success token only', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const refused = await client.post(payPath(reservation), {
      json: {
        method: 'apple_pay',
        apple_pay_token: 'anything',
      },
    });
    expect(codesOf(refused)).toEqual(['apple_pay_token__invalid']);
    const paid = await client.post<Payment>(payPath(reservation), {
      json: {
        method: 'apple_pay',
        apple_pay_token: 'apple-pay-success',
      },
    });
    expect(paid.body).toMatchObject({ method: 'apple_pay', status: 'processing' });
  });

  it('charges a tokenised card and keeps only its last four digits', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const paid = await client.post<Payment>(payPath(reservation), {
      json: await cardPayment('5297412542005689'),
    });
    expect(paid.body).toMatchObject({ method: 'mada', status: 'processing' });
    const stored = JSON.stringify([...payments.values()]);
    expect(stored).not.toContain('5297412542005689');
    expect(stored).toContain('5689');
  });
});

describe('payment attacks', () => {
  const fullCard = {
    cardholder_name: 'MOHAMMED ALQAHTANI',
    number: '4111111111111111',
    expiry_month: 8,
    expiry_year: 2099,
    cvc: '123',
  };

  it.each([
    ['a card object', { method: 'visa_master', card: fullCard }],
    ['card fields at the top', { method: 'visa_master', number: '4111111111111111', cvc: '123' }],
    [
      'a number hidden in another field',
      { method: 'mada', card_token: 'tok_aaaaaaaaaaaaaaaa', note: '4111 1111 1111 1111' },
    ],
  ])('refuses card data posted to our API (%s)', async (_, body) => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const answer = await client.post(payPath(reservation), { json: body });
    expect([answer.status, codesOf(answer)]).toEqual([400, ['payment__card_data_forbidden']]);
    expect(JSON.stringify([...payments.values()])).not.toContain('4111111111111111');
  });

  it('refuses a replayed token, even after a decline', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const body = await cardPayment('4000000000000002');
    const first = await client.post(payPath(reservation), { json: body });
    expect(codesOf(first)).toEqual(['payment__declined']);
    const replay = await client.post(payPath(reservation), { json: body });
    expect([replay.status, codesOf(replay)]).toEqual([400, ['card_token__used']]);
  });

  it('answers a retry with the same key with the first payment, never a second charge', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const body = await cardPayment('4111111111111111');
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await client.post<Payment>(payPath(reservation), { json: body, headers });
    const again = await client.post<Payment>(payPath(reservation), { json: body, headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect([...payments.values()].filter((p) => p.reservationId === reservation.id)).toHaveLength(
      1,
    );
  });

  it('refuses a missing, unknown or forged token and a mada card routed as Visa', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const codes = async (json: object) =>
      codesOf(await client.post(payPath(reservation), { json }));
    expect(await codes({ method: 'mada' })).toEqual(['card_token__required']);
    expect(await codes({ method: 'mada', card_token: 'tok_forged0000000000000000' })).toEqual([
      'card_token__invalid',
    ]);
    const mada = await cardPayment('4464040000000007');
    expect(mada.method).toBe('mada');
    expect(await codes({ ...mada, method: 'visa_master' })).toEqual(['payment__method_invalid']);
    expect(await codes({ method: 'cash' })).toEqual(['payment__method_invalid']);
  });
});

describe('online payments, holds', () => {
  it('refuses to pay an expired hold', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    await client.advance(30 * 60);
    const answer = await client.post(payPath(reservation), {
      json: {
        ...(await cardPayment('4111111111111111')),
      },
    });
    expect([answer.status, codesOf(answer)]).toEqual([409, ['reservation__expired']]);
  });
});
