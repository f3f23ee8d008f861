import { expect } from 'vitest';
import type { FinancingRequest, Reservation } from '../../generated/model';
import { COMPLETE_APPLICATION } from '../../scripts/contract/hand-steps';
import type { MockApi } from './mock-api';

export const REQUESTS = '/customer/api/v1/financing-requests/';
export const one = (id: number, action = '') => `${REQUESTS}${id}/${action}`;

/** Everything a request on reservation 380 needs to become `filled` (the down payment is 10 % of its price). */
export const complete = { reservation_id: 380, ...COMPLETE_APPLICATION };

export async function priceOfReservation380(client: MockApi): Promise<number> {
  return (await client.get<Reservation>('/customer/api/v1/reservations/380/')).body.unit.price;
}

export async function filledRequest(client: MockApi, fields: Record<string, unknown> = {}) {
  const down_payment = Math.round((await priceOfReservation380(client)) * 0.1);
  const answer = await client.post<FinancingRequest>(REQUESTS, {
    json: { ...complete, down_payment, ...fields },
  });
  expect(answer.body.status).toBe('filled');
  expect(answer.status).toBe(201);
  return answer.body;
}

export async function preparedRequest(client: MockApi, fields: Record<string, unknown> = {}) {
  const request = await filledRequest(client, fields);
  expect((await client.post<FinancingRequest>(one(request.id, 'submit'))).status).toBe(200);
  await client.advance(5);
  return request;
}
