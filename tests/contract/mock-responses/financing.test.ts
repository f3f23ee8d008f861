// Financing on the mock backend: rates, requests (create, save, submit, cancel), the credit-bureau
// pre-fill, offers and the choice, statuses over time and the forced outcomes; every answer checked
// against the contract.
import { describe, expect, it } from 'vitest';
import {
  expectAnswer,
  field,
  items,
  useMockApi,
  type MockApi,
} from '../../../mocks/testing/mock-api';
import { uploadNeededDocuments, withSimahConsent } from '../../../mocks/testing/financing-fixtures';

const REQUESTS = '/customer/api/v1/financing-requests/';
const OWN_PROPERTY = {
  description: 'فيلا دورين في حي النرجس',
  city_id: 1,
  estimated_price: 1500000,
};
const ANSWERS = {
  employment_type: 'government',
  monthly_income: 18500,
  official_obligations: 1200,
  property_type: 'house',
  property_readiness: 'ready_unit',
  address: 'حي النرجس، طريق أنس بن مالك',
  age: 34,
  nationality: 'SAU',
  marital_status: 'married',
  residence_city_id: 1,
  loan_percent: 90,
  loan_term_years: 25,
  down_payment: 150000,
  preferred_monthly_installment: 6500,
  family_members: 4,
  has_existing_mortgage: false,
  active_loan_monthly_amount: 0,
  active_loan_remaining_months: 0,
  fees_option: 'add_to_loan',
};

/** A complete request for a property outside the platform; answers its path. */
async function filledRequest(api: MockApi, changes: object = {}): Promise<string> {
  const [region] = (await api.get('/api/v1/nhc/regions/')).body as Array<{ id: number }>;
  const [city] = (await api.get(`/api/v1/nhc/regions/${region.id}/cities/`)).body as Array<{
    id: number;
  }>;
  const created = await api.post(REQUESTS, {
    json: { own_property: { ...OWN_PROPERTY, city_id: city.id } },
  });
  expectAnswer(created, 201);
  expect(field(created, 'status')).toBe('new');
  const path = `${REQUESTS}${String(field(created, 'id'))}/`;
  const saved = await api.patch(path, { json: { ...ANSWERS, region_id: region.id, ...changes } });
  expectAnswer(saved, 200);
  expect(field(saved, 'status')).toBe('filled');
  return path;
}

/** Uploads every document the request at `path` still needs, so it can be submitted. */
const withDocuments = (api: MockApi, path: string) =>
  uploadNeededDocuments(api, Number(path.split('/').at(-2)));

const statusOf = async (api: MockApi, path: string) => field(await api.get(path), 'status');

describe('financing', () => {
  const mock = useMockApi();

  it('answers the rates to anyone and requests only with a session', async () => {
    const { api } = mock;
    expectAnswer(await api.get('/api/v1/financing/rates/'), 200);
    api.language = 'en';
    expectAnswer(await api.get('/api/v1/financing/rates/'), 200);
    await api.start();
    expectAnswer(await api.get(REQUESTS), 401, 'authentication__required');
    expectAnswer(
      await api.post(REQUESTS, { json: { own_property: OWN_PROPERTY } }),
      401,
      'authentication__required',
    );
  });

  it('validates on create and on save', async () => {
    const { api } = mock;
    await api.signIn();
    expectAnswer(await api.post(REQUESTS, { json: {} }), 400, 'reservation__required');
    const low = await api.post(REQUESTS, {
      json: { own_property: OWN_PROPERTY, monthly_income: 1000 },
    });
    expectAnswer(low, 400, 'monthly_income__below_minimum');
    expect(field(low, 'meta')).toMatchObject({ min: 4000 });
    expectAnswer(
      await api.post(REQUESTS, { json: { reservation_id: 381 } }),
      409,
      'financing_request__already_exists',
    );
    const created = await api.post(REQUESTS, { json: { own_property: OWN_PROPERTY } });
    expectAnswer(created, 201);
    const path = `${REQUESTS}${String(field(created, 'id'))}/`;
    expectAnswer(await api.post(`${path}submit`), 400, 'financing_request__incomplete');
    expectAnswer(await api.patch(path, { json: { age: 16, family_members: 0 } }), 400);
    expectAnswer(
      await api.patch(path, { json: { down_payment: 1490000 } }),
      400,
      'loan_amount__out_of_range',
    );
    expectAnswer(await api.post(`${path}cancel`), 200);
    expectAnswer(
      await api.patch(path, { json: { age: 40 } }),
      409,
      'financing_request__status_invalid',
    );
    for (const unknown of [
      `${REQUESTS}999999/`,
      `${REQUESTS}999999/offers/`,
      `${REQUESTS}999999/prefill`,
    ]) {
      expectAnswer(await api.get(unknown), 404, 'financing_request__not_found');
    }
  });

  it('pre-fills, submits, prepares offers, and goes to the bank after the choice', async () => {
    const { api } = mock;
    await api.signIn();
    const path = await filledRequest(api);
    expectAnswer(await api.get(`${path}prefill`), 404);
    const prefill = await api.post(`${path}prefill`, withSimahConsent);
    expectAnswer(prefill, 202);
    expect(field(await api.get(`${path}prefill`), 'status')).toBe('pending');
    await api.advance(5);
    expect(field(await api.get(`${path}prefill`), 'status')).toBe('completed');

    const missing = await api.post(`${path}submit`);
    expectAnswer(missing, 400, 'documents__missing');
    expect(field(missing, 'meta')).toEqual({ missing_documents: await withDocuments(api, path) });
    const submitted = await api.post(`${path}submit`);
    expectAnswer(submitted, 200);
    expect(field(submitted, 'offers_requested_at')).toBeTruthy();
    expectAnswer(await api.post(`${path}submit`), 409, 'financing_request__status_invalid');
    expect(items(await api.get(`${path}offers/`))).toEqual([]);
    await api.advance(6);
    expect(await statusOf(api, path)).toBe('prepared');
    const offers = items(await api.get(`${path}offers/`));
    expect(offers.length).toBeGreaterThan(0);
    expectAnswer(await api.post(`${path}offers/999999/choose`), 404, 'offer__not_found');
    expectAnswer(await api.post(`${path}offers/${String(offers[0].id)}/choose`), 200);
    expect(await statusOf(api, path)).toBe('submitted');
    expectAnswer(await api.post(`${path}cancel`), 409, 'financing_request__status_invalid');
    await api.advance(6);
    expect(await statusOf(api, path)).toBe('processing');
    await api.advance(16);
    expect(await statusOf(api, path)).toBe('approved');
    expectAnswer(await api.get('/customer/api/v1/notifications/'), 200);
  });

  it('forces a rejection, a failed pre-fill and a type without offers', async () => {
    const { api } = mock;
    await api.signIn();
    const rejected = await filledRequest(api, {
      monthly_income: 4444,
      official_obligations: 0,
      preferred_monthly_installment: 2400,
    });
    await withDocuments(api, rejected);
    expectAnswer(await api.post(`${rejected}submit`), 200);
    await api.advance(6);
    const [offer] = items(await api.get(`${rejected}offers/`));
    expectAnswer(await api.post(`${rejected}offers/${String(offer.id)}/choose`), 200);
    await api.advance(30);
    expect(await statusOf(api, rejected)).toBe('rejected');

    const noRecord = await filledRequest(api, { employer_name: 'no-record' });
    expectAnswer(await api.post(`${noRecord}prefill`, withSimahConsent), 202);
    await api.advance(5);
    expect(field(await api.get(`${noRecord}prefill`), 'status')).toBe('failed');

    const noOffers = await filledRequest(api, { employment_type: 'retiree_ppa' });
    expectAnswer(
      await api.post(`${noOffers}submit`),
      400,
      'financing__no_offers_for_employment_type',
    );
  });

  it('rejects with the financing-reject scenario', async () => {
    const { api } = mock;
    await api.signIn();
    const list = items(await api.get(`${REQUESTS}?status=prepared`));
    expect(list.length).toBeGreaterThan(0);
    const path = `${REQUESTS}${String(list[0].id)}/`;
    const [offer] = items(await api.get(`${path}offers/`));
    api.scenario('financing-reject');
    expectAnswer(await api.post(`${path}offers/${String(offer.id)}/choose`), 200);
    await api.advance(30);
    expect(await statusOf(api, path)).toBe('rejected');
    expect(field(await api.get('/customer/api/v1/reservations/381/'), 'status')).toBe(
      'financing_rejected',
    );
  });
});
