import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../generated/model';
import { findUnit } from '../db/catalogue';
import { isValidIban } from '../db/reservations/iban';
import { clock } from '../lib/clock';
import { codesOf, type MockApi } from '../testing/mock-api';
import { freeUnits, signedInClient } from '../testing/customer-client';

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

const readReservation = (client: MockApi, id: number) =>
  client.get<Reservation>(`/customer/api/v1/reservations/${id}/`);

describe('bank transfer', () => {
  it('gives the instructions, then confirms after the bank reconciles', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const path = `/customer/api/v1/reservations/${reservation.id}/bank-transfer`;
    const started = await client.post<Reservation>(path);
    const transfer = started.body.bank_transfer!;
    expect(started.body).toMatchObject({
      status: 'waiting_for_transfer',
      payment_option: 'bank_transfer',
    });
    expect(isValidIban(transfer.iban)).toBe(true);
    expect(transfer).toMatchObject({ amount: fee(), reference: reservation.number });
    const left = Date.parse(transfer.deadline) - clock.now();
    expect(left > 119 * 60_000 && left <= 120 * 60_000).toBe(true);
    expect(started.body.reserved_till).toBe(transfer.deadline);
    expect((await client.post<Reservation>(path)).body.bank_transfer).toEqual(transfer);
    expect(
      codesOf(await client.post(`${path}/confirm`, { json: { transaction_number: 'x' } })),
    ).toEqual(['transaction_number__invalid']);
    const reported = await client.post<Reservation>(`${path}/confirm`, {
      json: {
        transaction_number: 'FT25061ABC1234',
      },
    });
    expect(reported.body).toMatchObject({
      status: 'waiting_for_transfer',
      bank_transfer: { transaction_number: 'FT25061ABC1234' },
    });
    await client.advance(3);
    const confirmed = await readReservation(client, reservation.id);
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      payment: { transaction_number: 'FT25061ABC1234' },
    });
    expect(confirmed.body.bank_transfer?.confirmed_at).toBeDefined();
  });

  it('refuses a report after the deadline and frees the unit', async () => {
    const client = signedInClient();
    const reservation = await holdUnit(client);
    const path = `/customer/api/v1/reservations/${reservation.id}/bank-transfer`;
    await client.post(path);
    await client.advance(121 * 60);
    const late = await client.post(`${path}/confirm`, {
      json: { transaction_number: 'FT25061ABC1234' },
    });
    expect([late.status, codesOf(late)]).toEqual([409, ['bank_transfer__deadline_passed']]);
    expect((await readReservation(client, reservation.id)).body.status).toBe('expired');
    expect(findUnit(UNIT)?.status).toBe('listed');
  });
});
