// The public forms on the mock backend: feedback (with the fraud-risk check), real-estate requests and
// job applications with a CV (multipart); every answer checked against the contract.
import { describe, expect, it } from 'vitest';
import {
  expectAnswer,
  field,
  items,
  useMockApi,
  type MockApi,
} from '../../../mocks/testing/mock-api';

const FEEDBACK = '/customer/api/v1/feedback';
const REQUEST = '/customer/api/v1/real-estate-request';
const APPLY = '/customer/api/v1/careers/applications';
const MESSAGE = {
  full_name: 'سارة القحطاني',
  email: 'sara@example.com',
  phone_number: '0551234567',
  reason: 'suggestion',
  text: 'أقترح إضافة خريطة للمشاريع في جدة.',
};

async function placeOfRequest(api: MockApi) {
  const [region] = (await api.get('/api/v1/nhc/regions/')).body as Array<{ id: number }>;
  const [city] = (await api.get(`/api/v1/nhc/regions/${region.id}/cities/`)).body as Array<{
    id: number;
  }>;
  const districts = (
    await api.get(`/api/v1/nhc/regions/${region.id}/districts/?city_id=${city.id}`)
  ).body as Array<{ id: number }>;
  return { region: region.id, city: city.id, districts: districts.map((district) => district.id) };
}

function application(openingId: unknown, cv?: Blob, name = 'cv.pdf'): FormData {
  const form = new FormData();
  form.set('opening_id', String(openingId));
  form.set('full_name', 'Sara Alqahtani');
  form.set('email', 'sara@example.com');
  form.set('phone_number', '0551234567');
  form.set('cover_letter', 'I build accessible web apps.');
  if (cv) form.set('cv', cv, name);
  return form;
}

describe('feedback', () => {
  const mock = useMockApi();

  it('validates every field and receives a message', async () => {
    const { api } = mock;
    await api.start();
    expectAnswer(
      await api.post(FEEDBACK, { json: {} }),
      400,
      'full_name__required',
      'email__required',
      'phone_number__required',
      'reason__required',
      'text__required',
    );
    expectAnswer(
      await api.post(FEEDBACK, { json: { ...MESSAGE, email: 'x', reason: 'rant', text: 'short' } }),
      400,
      'email__invalid',
      'reason__invalid',
      'text__invalid',
    );
    expectAnswer(await api.post(FEEDBACK, { json: MESSAGE }), 201);
    expectAnswer(await api.post(FEEDBACK, { json: MESSAGE, csrf: false }), 403, 'csrf__invalid');
  });

  it('refuses an anonymous sender at high fraud risk, not a signed-in one', async () => {
    const { api } = mock;
    await api.start();
    api.scenario('fraud-risk');
    expectAnswer(await api.post(FEEDBACK, { json: MESSAGE }), 403, 'feedback__fraud_risk_high');
    api.scenario();
    await api.signIn();
    api.scenario('fraud-risk');
    expectAnswer(await api.post(FEEDBACK, { json: MESSAGE }), 201);
  });
});

describe('real-estate request', () => {
  const mock = useMockApi();

  it('validates, caps the districts and receives a request', async () => {
    const { api } = mock;
    await api.start();
    const place = await placeOfRequest(api);
    const valid = {
      purpose: 'buy',
      property_type: 'house',
      price_range: '1m_2m',
      region: place.region,
      city: place.city,
      districts: place.districts.slice(0, 2),
      full_name: 'سارة القحطاني',
      phone_number: '0551234567',
      email: 'sara@example.com',
      consent: true,
    };
    expectAnswer(
      await api.post(REQUEST, { json: {} }),
      400,
      'purpose__required',
      'property_type__required',
      'price_range__required',
      'consent__required',
    );
    expectAnswer(
      await api.post(REQUEST, { json: { ...valid, price_from: 1500000 } }),
      400,
      'price_to__required',
    );
    expectAnswer(
      await api.post(REQUEST, { json: { ...valid, districts: [999999] } }),
      400,
      'districts__invalid',
    );
    if (place.districts.length > 5) {
      const tooMany = await api.post(REQUEST, {
        json: { ...valid, districts: place.districts.slice(0, 6) },
      });
      expectAnswer(tooMany, 400, 'districts__too_many');
      expect(field(tooMany, 'meta')).toEqual({ max: 5 });
    }
    expectAnswer(await api.post(REQUEST, { json: valid }), 201);
    await api.signIn();
    expectAnswer(
      await api.post(REQUEST, {
        json: { ...valid, price_from: 1200000, price_to: 1600000, notes: 'قريب من مدرسة' },
      }),
      201,
    );
  });
});

describe('careers', () => {
  const mock = useMockApi();

  it('lists openings and receives an application with a CV', async () => {
    const { api } = mock;
    await api.start();
    const openings = await api.get('/api/v1/careers/openings/');
    expectAnswer(openings, 200);
    const opening = items(openings)[0];
    expectAnswer(await api.get(`/api/v1/careers/openings/${String(opening.id)}/`), 200);
    expectAnswer(await api.get('/api/v1/careers/openings/999999/'), 404, 'opening__not_found');
    expectAnswer(await api.get('/api/v1/careers/openings/?page=999'), 400, 'page__invalid');
    api.language = 'en';
    expectAnswer(await api.get('/api/v1/careers/openings/?page_size=2'), 200);

    const pdf = new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });
    expectAnswer(
      await api.post(APPLY, { form: new FormData() }),
      400,
      'opening__required',
      'full_name__required',
      'cv__required',
    );
    expectAnswer(await api.post(APPLY, { form: application(opening.id) }), 400, 'cv__required');
    expectAnswer(
      await api.post(APPLY, {
        form: application(opening.id, new Blob(['x'], { type: 'image/png' }), 'cv.png'),
      }),
      400,
      'cv__invalid_type',
    );
    expectAnswer(
      await api.post(APPLY, { form: application(999999, pdf) }),
      400,
      'opening__not_found',
    );
    const huge = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    expectAnswer(
      await api.post(APPLY, { form: application(opening.id, huge) }),
      413,
      'cv__too_large',
    );
    expectAnswer(await api.post(APPLY, { form: application(opening.id, pdf) }), 201);
  });
});
