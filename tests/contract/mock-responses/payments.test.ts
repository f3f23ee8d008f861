// Paying for a reservation's hold on the mock backend: test cards (success, declines, technical error,
// 3-D Secure, later decline), Apple Pay, bank transfer and its deadline; every answer checked against
// the contract.
import { describe, expect, it } from 'vitest';
import { expectAnswer, field, useMockApi } from '../../../mocks/testing/mock-api';
import { PROVIDER_ORIGIN } from '../../../mocks/db/web-app-config';
import {
  CARDS,
  RESERVATIONS,
  cardPayment,
  freeUnits,
  newReservation,
  pay,
} from '../support/reservations';

describe('online payments', () => {
  const mock = useMockApi();

  it('validates the card and answers each test card', async () => {
    const { api } = mock;
    await api.signIn();
    const [unit] = await freeUnits(api);
    const id = await newReservation(api, unit);
    expectAnswer(await pay(api, id, { method: 'cash' }), 400, 'payment__method_invalid');
    expectAnswer(await pay(api, id, { method: 'mada' }), 400, 'card_token__required');
    expectAnswer(
      await pay(api, id, { method: 'mada', card: { number: CARDS.success, cvc: '123' } }),
      400,
      'payment__card_data_forbidden',
    );
    expectAnswer(
      await pay(api, id, { method: 'apple_pay', apple_pay_token: 'bad' }),
      400,
      'apple_pay_token__invalid',
    );
    expectAnswer(await pay(api, id, await cardPayment(CARDS.declined)), 402, 'payment__declined');
    expectAnswer(
      await pay(api, id, await cardPayment(CARDS.insufficientFunds)),
      402,
      'payment__insufficient_funds',
    );
    expectAnswer(
      await pay(api, id, await cardPayment(CARDS.technicalError)),
      502,
      'payment__technical_error',
    );
    const paid = await pay(api, id, {
      ...(await cardPayment(CARDS.success)),
      return_path: `/reservation-checkout/${unit}`,
    });
    expectAnswer(paid, 201);
    await api.advance(5);
    const payment = await api.get(`/customer/api/v1/payments/${String(field(paid, 'id'))}`);
    expectAnswer(payment, 200);
    expect(field(payment, 'status')).toBe('successful');
    expect(field(await api.get(`${RESERVATIONS}${id}/`), 'status')).toBe('confirmed');
    expectAnswer(
      await pay(api, id, await cardPayment(CARDS.success)),
      409,
      'reservation__status_invalid',
    );
    expectAnswer(await api.get('/customer/api/v1/payments/999999'), 404, 'payment__not_found');
  });

  it('asks for 3-D Secure, fails later declines, and takes Apple Pay', async () => {
    const { api } = mock;
    await api.signIn();
    const [first, second, third] = await freeUnits(api);
    const threeDs = await pay(api, await newReservation(api, first), {
      ...(await cardPayment(CARDS.threeDs)),
    });
    expectAnswer(threeDs, 201);
    expect(field(threeDs, 'status')).toBe('requires_action');
    const challenge = String(field(threeDs, 'three_ds_url'));
    expect(new URL(challenge).origin, "the provider's origin").toBe(PROVIDER_ORIGIN);
    const paymentPath = `/customer/api/v1/payments/${String(field(threeDs, 'id'))}`;
    expect(field(await api.get(paymentPath), 'status')).toBe('requires_action');
    const approval = new FormData();
    approval.set('outcome', 'approve');
    await api.post(challenge, { form: approval });
    await api.advance(5);
    expect(field(await api.get(paymentPath), 'status')).toBe('successful');

    const declined = await newReservation(api, second);
    const later = await pay(api, declined, {
      ...(await cardPayment(CARDS.declinedLater)),
    });
    expectAnswer(later, 201);
    await api.advance(5);
    const failed = await api.get(`/customer/api/v1/payments/${String(field(later, 'id'))}`);
    expect([field(failed, 'status'), field(failed, 'failure_code')]).toEqual([
      'failed',
      'payment__declined',
    ]);
    // One hold at a time: the declined one is let go before the next unit.
    expectAnswer(await api.post(`${RESERVATIONS}${declined}/cancel`), 200);

    const applePay = await pay(api, await newReservation(api, third), {
      method: 'apple_pay',
      apple_pay_token: 'apple-pay-success',
    });
    expectAnswer(applePay, 201);
  });

  it('refuses to pay an expired hold', async () => {
    const { api } = mock;
    await api.signIn();
    const [unit] = await freeUnits(api);
    const id = await newReservation(api, unit);
    await api.advanceActive(31 * 60);
    expectAnswer(await pay(api, id, await cardPayment(CARDS.success)), 409, 'reservation__expired');
  });
});

describe('bank transfer', () => {
  const mock = useMockApi();

  it('gives the instructions, takes the report and confirms after reconciliation', async () => {
    const { api } = mock;
    await api.signIn();
    const [unit] = await freeUnits(api);
    const id = await newReservation(api, unit);
    const started = await api.post(`${RESERVATIONS}${id}/bank-transfer`);
    expectAnswer(started, 200);
    expect(field(started, 'status')).toBe('waiting_for_transfer');
    expect(field(await api.post(`${RESERVATIONS}${id}/bank-transfer`), 'bank_transfer')).toEqual(
      field(started, 'bank_transfer'),
    );
    expectAnswer(
      await pay(api, id, await cardPayment(CARDS.success)),
      409,
      'reservation__status_invalid',
    );
    const confirm = (json: object) =>
      api.post(`${RESERVATIONS}${id}/bank-transfer/confirm`, { json });
    expectAnswer(await confirm({}), 400, 'transaction_number__required');
    expectAnswer(await confirm({ transaction_number: 'x!' }), 400, 'transaction_number__invalid');
    expectAnswer(await confirm({ transaction_number: 'FT25061ABC1234' }), 200);
    await api.advance(10);
    expect(field(await api.get(`${RESERVATIONS}${id}/`), 'status')).toBe('confirmed');
  });

  it('refuses a report after the deadline', async () => {
    const { api } = mock;
    await api.signIn();
    const [unit] = await freeUnits(api);
    const id = await newReservation(api, unit);
    expectAnswer(await api.post(`${RESERVATIONS}${id}/bank-transfer`), 200);
    await api.advanceActive(121 * 60);
    const late = await api.post(`${RESERVATIONS}${id}/bank-transfer/confirm`, {
      json: { transaction_number: 'FT25061ABC1234' },
    });
    expectAnswer(late, 409);
    expect(['bank_transfer__deadline_passed', 'reservation__expired']).toContain(
      (late.body as { errors: string[] }).errors[0],
    );
  });
});
