import { describe, expect, it } from 'vitest';
import type { ErrorBody, Payment, Reservation } from '../../generated/model';
import { findUnit } from '../db/catalogue';
import { payments } from '../db/reservations';
import { clock } from '../lib/clock';
import { codesOf, type MockApi } from '../testing/mock-api';
import { freeUnits, signedInClient } from '../testing/customer-client';

const [UNIT = 0] = freeUnits();
const fee = () => findUnit(UNIT)?.reservation_amount;
const card = (number: string) => ({
  cardholder_name: 'MOHAMMED ALQAHTANI',
  number,
  expiry_month: 8,
  expiry_year: new Date(clock.now()).getUTCFullYear() + 3,
  cvc: '123',
});

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
        method: 'visa_master',
        card: card('4111111111111111'),
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
    expect(confirmed.body.invoice?.url).toMatch(/^\/customer\/media\/invoices\/INV-/);
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
      json: { method: 'mada', card: card(number) },
    });
    expect([answer.status, codesOf(answer)]).toEqual([status, [code]]);
    expect((await readReservation(client, reservation.id)).body.status).toBe('created');
  });

  it('fails a payment the PSP declines after processing', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const { body } = await client.post<Payment>(payPath(reservation), {
      json: {
        method: 'mada',
        card: card('4000000000000341'),
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
  ])('runs the 3-D Secure step (%s)', async (outcome, final) => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const body = {
      method: 'visa_master',
      card: card('4000000000003220'),
      return_path: '/en/reservation-checkout/1',
    };
    const paid = await client.post<Payment>(payPath(reservation), { json: body });
    expect(paid.body.status).toBe('requires_action');
    const url = paid.body.three_ds_url!;
    expect(url).toBe(`/__mock/3ds/${paid.body.id}?return=%2Fen%2Freservation-checkout%2F1`);
    const page = await client.get(url);
    expect(page.contentType).toContain('text/html');
    expect(page.text).toContain('Approve');
    expect(
      codesOf(
        await client.post(payPath(reservation), {
          json: { method: 'mada', card: card('4111111111111111') },
        }),
      ),
    ).toEqual(['payment__in_progress']);
    const form = new URLSearchParams({ outcome, return: '/en/reservation-checkout/1' });
    const back = await client.post(`/__mock/3ds/${paid.body.id}`, { raw: form });
    expect([back.status, back.headers.get('location')]).toEqual([
      303,
      '/en/reservation-checkout/1',
    ]);
    await client.advance(2);
    const read = await client.get<Payment>(`/customer/api/v1/payments/${paid.body.id}`);
    expect(read.body.status).toBe(final);
    if (final === 'failed') expect(read.body.failure_code).toBe('payment__three_ds_failed');
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

  it('validates the card and never keeps its number', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const bad = {
      cardholder_name: 'M1',
      number: '4111111111111112',
      expiry_month: 13,
      expiry_year: 2030,
      cvc: '12',
    };
    const answer = await client.post<ErrorBody>(payPath(reservation), {
      json: {
        method: 'visa_master',
        card: bad,
      },
    });
    expect(codesOf(answer)).toEqual([
      'cardholder_name__invalid',
      'card_number__invalid',
      'card_expiry__invalid',
      'card_cvc__invalid',
    ]);
    const expired = { ...card('4111111111111111'), expiry_year: 2020 };
    expect(
      codesOf(await client.post(payPath(reservation), { json: { method: 'mada', card: expired } })),
    ).toEqual(['card_expiry__expired']);
    expect(codesOf(await client.post(payPath(reservation), { json: { method: 'cash' } }))).toEqual([
      'payment__method_invalid',
    ]);
    await client.post(payPath(reservation), {
      json: { method: 'mada', card: card('5297412542005689') },
    });
    const stored = JSON.stringify([...payments.values()]);
    expect(stored).not.toContain('5297412542005689');
    expect(stored).toContain('5689');
  });

  it('refuses to pay an expired hold', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    await client.advance(30 * 60);
    const answer = await client.post(payPath(reservation), {
      json: {
        method: 'mada',
        card: card('4111111111111111'),
      },
    });
    expect([answer.status, codesOf(answer)]).toEqual([409, ['reservation__expired']]);
  });
});
