import { expect } from 'vitest';
import type { FinancingRequest, Reservation } from '../../generated/model';
import type { MockApi } from './mock-api';

export const REQUESTS = '/customer/api/v1/financing-requests/';
export const one = (id: number, action = '') => `${REQUESTS}${id}/${action}`;

/** Everything a request on reservation 380 needs to become `filled` (the down payment is 10 % of its price). */
export const complete = {
  reservation_id: 380,
  employment_type: 'government',
  monthly_income: 18500,
  official_obligations: 1200,
  age: 34,
  nationality: 'SAU',
  marital_status: 'married',
  residence_city_id: 1,
  loan_percent: 90,
  loan_term_years: 25,
  preferred_monthly_installment: 6500,
  family_members: 4,
  has_existing_mortgage: false,
  active_loan_monthly_amount: 0,
  active_loan_remaining_months: 0,
  fees_option: 'add_to_loan',
};

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

/** The body of a pre-fill with the customer's consent to the current SIMAH text. */
export const withSimahConsent = {
  json: { simah_consent: { version: 'simah-2025-01', given_at: '2025-03-04T10:04:45+03:00' } },
};
