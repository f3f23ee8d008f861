// The customer's rights over their data on the mock (PDPL): each attack it defends against is performed.
import { describe, expect, it } from 'vitest';
import type { AccountDeletionCheck, Consent, PersonalDataExport } from '../../generated/model';
import {
  DEMO,
  MockApi,
  NEW_SIGN_UP,
  codesOf,
  expectAnswer,
  field,
  useMockApi,
} from '../testing/mock-api';
import { preparedRequest } from '../testing/financing-fixtures';
import { documents } from '../db/financing/documents';
import { leads } from '../db/leads';
import { budgetOf } from '../db/budget';
import { BUDGET_ANSWERS } from '../testing/budget-answers';
import { views, viewsOf } from '../db/recently-viewed';

const P = '/customer/api/v1/profile';
const NEW_NUMBER = '0551234567';

async function newCustomer(): Promise<MockApi> {
  const other = new MockApi('en');
  await other.start();
  const started = await other.post('/customer/api/v1/sign-up', { json: NEW_SIGN_UP });
  expectAnswer(started, 200);
  const done = await other.post('/customer/api/v1/sign-up/otp', {
    json: { sid: field(started, 'sid'), otp: DEMO.otp },
  });
  expectAnswer(done, 200);
  return other;
}

/** Cancels the customer's active reservations and financing requests, one by one as they end. */
async function cancelEverything(api: MockApi): Promise<void> {
  for (;;) {
    const [first] = (await api.get<AccountDeletionCheck>(`${P}/deletion`)).body.blockers;
    if (!first) return;
    const kind = first.kind === 'reservation' ? 'reservations' : 'financing-requests';
    expectAnswer(await api.post(`/customer/api/v1/${kind}/${first.id}/cancel`), 200);
  }
}

/** A fresh proof on this session: a code sent to the current mobile (the mock's test code). */
async function stepUp(api: MockApi): Promise<void> {
  const started = await api.post(`${P}/step-up`);
  expectAnswer(started, 200);
  expectAnswer(
    await api.post(`${P}/step-up/otp`, { json: { sid: field(started, 'sid'), otp: DEMO.otp } }),
    200,
  );
}

/** Changes the number with its code (after the step-up). */
async function changeNumber(api: MockApi, phone = NEW_NUMBER) {
  const started = await api.post(`${P}/phone-number`, { json: { phone_number: phone } });
  expectAnswer(started, 200);
  return api.post(`${P}/phone-number/otp`, {
    json: { sid: field(started, 'sid'), otp: DEMO.otp },
  });
}

type OutboxMessage = { channel: string; to: string; text: string };
const outbox = async (api: MockApi) =>
  (await api.get<{ messages: OutboxMessage[] }>('/__mock/outbox', { validate: false })).body
    .messages;

describe('changing the mobile number', () => {
  const mock = useMockApi();

  it('attack: a stolen session alone cannot change the number (a fresh proof is needed)', async () => {
    await mock.api.signIn();
    const refused = await mock.api.post(`${P}/phone-number`, {
      json: { phone_number: NEW_NUMBER },
    });
    expect([refused.status, codesOf(refused)]).toEqual([403, ['step_up__required']]);
    expect(field(await mock.api.get(P), 'phone_number')).toBe('+966500000001');
  });

  it('sends the step-up code to the current number, then a code to the new one', async () => {
    await mock.api.signIn();
    const proof = await mock.api.post(`${P}/step-up`);
    expectAnswer(proof, 200);
    expect(field(proof, 'masked_phone')).toMatch(/01$/);
    const granted = await mock.api.post(`${P}/step-up/otp`, {
      json: { sid: field(proof, 'sid'), otp: DEMO.otp },
    });
    expect(granted.body).toEqual({ method: 'otp', valid_during_sec: 300 });
    const started = await mock.api.post(`${P}/phone-number`, {
      json: { phone_number: NEW_NUMBER },
    });
    expectAnswer(started, 200);
    expect(field(started, 'masked_phone')).toMatch(/67$/);
    const wrong = await mock.api.post(`${P}/phone-number/otp`, {
      json: { sid: field(started, 'sid'), otp: '000000' },
    });
    expect([codesOf(wrong), wrong.body]).toEqual([
      ['otp__invalid'],
      { errors: ['otp__invalid'], meta: { attempts_left: 2 } },
    ]);
    const done = await mock.api.post(`${P}/phone-number/otp`, {
      json: { sid: field(started, 'sid'), otp: DEMO.otp },
    });
    expect(field(done, 'phone_number')).toBe('+966551234567');
    await new MockApi().signIn(NEW_NUMBER);
  });

  it('tells the old number, ends every other session and keeps this one', async () => {
    await mock.api.signIn();
    const elsewhere = new MockApi();
    await elsewhere.signIn();
    await stepUp(mock.api);
    expectAnswer(await changeNumber(mock.api), 200);
    expectAnswer(await elsewhere.get(P), 401, 'authentication__required');
    expectAnswer(await elsewhere.post('/customer/api/v1/refresh'), 401);
    expect(field(await mock.api.get(P), 'phone_number')).toBe('+966551234567');
    expectAnswer(await mock.api.post('/customer/api/v1/refresh'), 204);
    expectAnswer(await mock.api.get(P), 200);
    const told = (await outbox(mock.api)).filter(({ to }) => to === '+966500000001');
    expect(told).toEqual([
      expect.objectContaining({ channel: 'sms', text: expect.stringMatching(/05\*+67/) }),
    ]);
  });

  it('attack: the proof is used once, lasts 5 minutes and belongs to its session', async () => {
    await mock.api.signIn();
    const elsewhere = new MockApi();
    await elsewhere.signIn();
    await stepUp(mock.api);
    const other = await elsewhere.post(`${P}/phone-number`, {
      json: { phone_number: NEW_NUMBER },
    });
    expectAnswer(other, 403, 'step_up__required');
    await mock.api.advance(301);
    const late = await mock.api.post(`${P}/phone-number`, { json: { phone_number: NEW_NUMBER } });
    expectAnswer(late, 403, 'step_up__required');
    await stepUp(mock.api);
    expectAnswer(await changeNumber(mock.api), 200);
    const again = await mock.api.post(`${P}/phone-number`, {
      json: { phone_number: '0551234568' },
    });
    expectAnswer(again, 403, 'step_up__required');
  });

  it("attack: a number the registry does not give the customer's ID is refused", async () => {
    await mock.api.signIn();
    await stepUp(mock.api);
    const foreign = await mock.api.post(`${P}/phone-number`, {
      json: { phone_number: '0500000088' },
    });
    expect([foreign.status, codesOf(foreign)]).toEqual([
      400,
      ['national_id_phone_number__mismatch'],
    ]);
  });

  it('proves the customer with Nafath when the current number is lost', async () => {
    await mock.api.signIn();
    const created = await mock.api.post('/customer/api/v1/nafath/requests');
    expectAnswer(created, 201);
    const body = { request_id: field(created, 'id') };
    const waiting = await mock.api.post(`${P}/step-up/nafath`, { json: body });
    expectAnswer(waiting, 409, 'nafath__pending');
    await mock.api.advance(5);
    const granted = await mock.api.post(`${P}/step-up/nafath`, { json: body });
    expect(granted.body).toEqual({ method: 'nafath', valid_during_sec: 300 });
    const used = await mock.api.post(`${P}/step-up/nafath`, { json: body });
    expectAnswer(used, 404, 'nafath__not_found');
    expectAnswer(await changeNumber(mock.api), 200);
  });

  it('attack: a Nafath approval asked for in another session proves nothing here', async () => {
    await mock.api.signIn();
    const elsewhere = new MockApi();
    await elsewhere.signIn();
    const theirs = await elsewhere.post('/customer/api/v1/nafath/requests');
    expectAnswer(theirs, 201);
    await mock.api.advance(5);
    const stolen = await mock.api.post(`${P}/step-up/nafath`, {
      json: { request_id: field(theirs, 'id') },
    });
    expectAnswer(stolen, 404, 'nafath__not_found');
    const refused = await mock.api.post(`${P}/phone-number`, {
      json: { phone_number: NEW_NUMBER },
    });
    expectAnswer(refused, 403, 'step_up__required');
  });

  it('refuses the current number, a foreign one and an invalid one', async () => {
    await mock.api.signIn();
    await stepUp(mock.api);
    const tries = {
      [DEMO.mobile]: 'phone_number__unchanged',
      '+971501234567': 'phone_code__invalid',
    };
    for (const [phone, code] of Object.entries({ ...tries, '123': 'phone_number__invalid' })) {
      const answer = await mock.api.post(`${P}/phone-number`, { json: { phone_number: phone } });
      expect([answer.status, codesOf(answer)]).toEqual([400, [code]]);
    }
  });

  it('attack: reusing a used code does not change the number again', async () => {
    await mock.api.signIn();
    await stepUp(mock.api);
    const started = await mock.api.post(`${P}/phone-number`, {
      json: { phone_number: NEW_NUMBER },
    });
    const body = { sid: field(started, 'sid'), otp: DEMO.otp };
    expectAnswer(await mock.api.post(`${P}/phone-number/otp`, { json: body }), 200);
    const again = await mock.api.post(`${P}/phone-number/otp`, { json: body });
    expect(codesOf(again)).toEqual(['step_up__required']);
    await stepUp(mock.api);
    const replayed = await mock.api.post(`${P}/phone-number/otp`, { json: body });
    expect(codesOf(replayed)).toEqual(['otp__not_found']);
  });

  it("attack: confirming with another customer's sid or a sign-in sid is refused", async () => {
    const other = await newCustomer();
    await stepUp(other);
    const theirs = await other.post(`${P}/phone-number`, { json: { phone_number: NEW_NUMBER } });
    await mock.api.signIn();
    await stepUp(mock.api);
    const stolen = await mock.api.post(`${P}/phone-number/otp`, {
      json: { sid: field(theirs, 'sid'), otp: DEMO.otp },
    });
    expect(codesOf(stolen)).toEqual(['bad_credentials']);
    const signer = new MockApi();
    await signer.start();
    const signIn = await signer.post('/customer/api/v1/sign-in', { json: { login: DEMO.mobile } });
    expectAnswer(signIn, 200);
    const crossFlow = await mock.api.post(`${P}/phone-number/otp`, {
      json: { sid: field(signIn, 'sid'), otp: DEMO.otp },
    });
    expect(codesOf(crossFlow)).toEqual(['bad_credentials']);
    const stepUpSid = await mock.api.post(`${P}/step-up`);
    const wrongKind = await mock.api.post(`${P}/phone-number/otp`, {
      json: { sid: field(stepUpSid, 'sid'), otp: DEMO.otp },
    });
    expect(codesOf(wrongKind)).toEqual(['bad_credentials']);
    expect(field(await mock.api.get(P), 'phone_number')).toBe('+966500000001');
  });

  it("attack: taking another customer's number is refused after the code", async () => {
    const other = await newCustomer();
    await stepUp(other);
    const started = await other.post(`${P}/phone-number`, { json: { phone_number: DEMO.mobile } });
    expectAnswer(started, 200);
    const taken = await other.post(`${P}/phone-number/otp`, {
      json: { sid: field(started, 'sid'), otp: DEMO.otp },
    });
    expect(codesOf(taken)).toEqual(['phone_number__exists']);
  });
});

describe('the copy of my data', () => {
  const mock = useMockApi();

  it("holds the customer's own records and no card data", async () => {
    await mock.api.signIn();
    const copy = (await mock.api.get<PersonalDataExport>(`${P}/data-export`)).body;
    expect(copy.profile.national_id).toBe('1000000008');
    expect(copy.reservations.map(({ id }) => id)).toEqual(expect.arrayContaining([381, 380]));
    expect(copy.financing_requests.length).toBeGreaterThan(0);
    expect(copy.consents.map(({ kind }) => kind)).toEqual(['terms', 'marketing', 'analytics']);
    expect(copy.notifications.length).toBeGreaterThan(0);
    expect(JSON.stringify(copy)).not.toMatch(/card_number|cvv|cvc|expiry/i);
  });

  it('holds the saved homes and the saved searches with their alert', async () => {
    await mock.api.signIn();
    expectAnswer(await mock.api.put('/customer/api/v1/saved-homes/unit/501'), 200);
    const search = { name: 'Riyadh under 1.5M', kind: 'units', query: 'price_max=1500000' };
    expectAnswer(await mock.api.post('/customer/api/v1/saved-searches/', { json: search }), 201);
    const copy = (await mock.api.get<PersonalDataExport>(`${P}/data-export`)).body;
    expect(copy.saved_homes).toEqual([
      expect.objectContaining({ kind: 'unit', listing_id: 501, title: expect.any(String) }),
    ]);
    expect(copy.saved_searches).toEqual([
      expect.objectContaining({ ...search, alert: expect.any(String) }),
    ]);
    const other = await newCustomer();
    const theirs = (await other.get<PersonalDataExport>(`${P}/data-export`)).body;
    expect([theirs.saved_homes, theirs.saved_searches]).toEqual([[], []]);
  });

  it('holds the saved budget and the recently viewed listings, newest first', async () => {
    await mock.api.signIn();
    expect((await mock.api.get<PersonalDataExport>(`${P}/data-export`)).body).toMatchObject({
      recently_viewed: [],
    });
    expect(
      (await mock.api.get<PersonalDataExport>(`${P}/data-export`)).body.budget,
    ).toBeUndefined();
    expectAnswer(await mock.api.put('/customer/api/v1/budget', { json: BUDGET_ANSWERS }), 200);
    expectAnswer(await mock.api.put('/customer/api/v1/recently-viewed/unit/501'), 200);
    expectAnswer(await mock.api.put('/customer/api/v1/recently-viewed/property/1024'), 200);
    const copy = (await mock.api.get<PersonalDataExport>(`${P}/data-export`)).body;
    expect(copy.budget).toMatchObject({
      ...BUDGET_ANSWERS,
      financeable: true,
      max_price: expect.any(Number),
    });
    expect(copy.recently_viewed.map(({ kind, listing_id }) => `${kind}-${listing_id}`)).toEqual([
      'property-1024',
      'unit-501',
    ]);
    const theirs = (await (await newCustomer()).get<PersonalDataExport>(`${P}/data-export`)).body;
    expect([theirs.budget, theirs.recently_viewed]).toEqual([undefined, []]);
  });

  it("attack: another customer's copy holds none of the demo customer's records", async () => {
    const other = await newCustomer();
    const copy = (await other.get<PersonalDataExport>(`${P}/data-export`)).body;
    expect(copy.profile.national_id).toBe(NEW_SIGN_UP.national_id);
    expect([copy.reservations, copy.payments, copy.financing_requests, copy.notifications]).toEqual(
      [[], [], [], []],
    );
    expect(copy.consents.map(({ kind }) => kind)).toEqual(['terms', 'analytics']);
  });

  it('needs a session', async () => {
    expectAnswer(await new MockApi().get(`${P}/data-export`), 401, 'authentication__required');
  });
});

describe('consents', () => {
  const mock = useMockApi();

  it('withdraws the analytics consent (field data) and gives it again; a new customer has it from sign-up', async () => {
    await mock.api.signIn();
    const withdrawn = await mock.api.post<Consent>(`${P}/consents/analytics/withdraw`);
    expect(withdrawn.body).toMatchObject({ kind: 'analytics', withdrawable: false });
    expect(withdrawn.body.withdrawn_at).toBeTruthy();
    const again = await mock.api.post<Consent>(`${P}/consents/analytics/give`);
    expect(again.body).toMatchObject({ kind: 'analytics', version: '2026-11', withdrawable: true });
    expect(again.body.withdrawn_at).toBeUndefined();
  });

  it('withdraws marketing, refuses the terms, and lists the SIMAH consent of a pre-fill', async () => {
    await mock.api.signIn();
    const withdrawn = await mock.api.post<Consent>(`${P}/consents/marketing/withdraw`);
    expect(withdrawn.body).toMatchObject({ kind: 'marketing', withdrawable: false });
    expect(withdrawn.body.withdrawn_at).toBeTruthy();
    const again = await mock.api.post<Consent>(`${P}/consents/marketing/give`);
    expect(again.body).toMatchObject({ kind: 'marketing', version: '2025-01', withdrawable: true });
    expect(again.body.withdrawn_at).toBeUndefined();
    expect(again.body.given_at > withdrawn.body.given_at).toBe(true);
    expectAnswer(await mock.api.post(`${P}/consents/terms/give`), 409, 'consent__not_givable');
    expectAnswer(await mock.api.post(`${P}/consents/simah/give`), 409, 'consent__not_givable');
    await mock.api.post(`${P}/consents/marketing/withdraw`);
    expectAnswer(
      await mock.api.post(`${P}/consents/terms/withdraw`),
      409,
      'consent__not_withdrawable',
    );
    expectAnswer(await mock.api.post(`${P}/consents/simah/withdraw`), 404, 'consent__not_found');
    const requests = (
      await mock.api.get<{ results: Array<{ id: number; status: string }> }>(
        '/customer/api/v1/financing-requests/',
      )
    ).body.results;
    const editable = requests.find(({ status }) => status === 'new')!;
    expectAnswer(
      await mock.api.post(`/customer/api/v1/financing-requests/${editable.id}/prefill`, {
        json: { simah_consent: { version: 'simah-2025-01', given_at: '2026-11-20T09:30:00Z' } },
      }),
      202,
    );
    const kinds = (await mock.api.get<Consent[]>(`${P}/consents`)).body;
    expect(kinds.find(({ kind }) => kind === 'simah')).toMatchObject({
      version: 'simah-2025-01',
      given_at: '2026-11-20T09:30:00.000Z',
      withdrawable: true,
    });
  });
});

describe('deleting the account', () => {
  const mock = useMockApi();

  it('is refused while a reservation or financing request is active, naming them', async () => {
    await mock.api.signIn();
    const check = (await mock.api.get<AccountDeletionCheck>(`${P}/deletion`)).body;
    expect(check.blockers.map(({ kind }) => kind)).toEqual(
      expect.arrayContaining(['reservation', 'financing_request']),
    );
    expect(check.retained).toEqual([
      { kind: 'payments', years: 10 },
      { kind: 'invoices', years: 6 },
    ]);
    const refused = await mock.api.post(`${P}/deletion`);
    expect([refused.status, codesOf(refused)]).toEqual([
      409,
      ['account__active_reservation', 'account__active_financing_request'],
    ]);
  });

  it('attack: a wrong code or a sid of another flow deletes nothing', async () => {
    await mock.api.signIn();
    await cancelEverything(mock.api);
    expectAnswer(await mock.api.put('/customer/api/v1/budget', { json: BUDGET_ANSWERS }), 200);
    expectAnswer(await mock.api.put('/customer/api/v1/recently-viewed/unit/501'), 200);
    const customerId = views.find(({ listingId }) => listingId === 501)!.customerId;
    expect(budgetOf(customerId)).toBeDefined();
    const started = await mock.api.post(`${P}/deletion`);
    expectAnswer(started, 200);
    const wrong = await mock.api.post(`${P}/deletion/otp`, {
      json: { sid: field(started, 'sid'), otp: '654321' },
    });
    expect(codesOf(wrong)).toEqual(['otp__invalid']);
    const proof = await mock.api.post(`${P}/step-up`);
    const other = await mock.api.post(`${P}/deletion/otp`, {
      json: { sid: field(proof, 'sid'), otp: DEMO.otp },
    });
    expect(codesOf(other)).toEqual(['bad_credentials']);
    expectAnswer(await mock.api.post(`${P}/deletion/otp`, { json: {} }), 400, 'sid__required');
    expectAnswer(await mock.api.get(P), 200);
  });

  it("attack: another customer's deletion sid cannot delete them or the caller", async () => {
    const other = await newCustomer();
    const theirs = await other.post(`${P}/deletion`);
    expectAnswer(theirs, 200);
    await mock.api.signIn();
    const stolen = await mock.api.post(`${P}/deletion/otp`, {
      json: { sid: field(theirs, 'sid'), otp: DEMO.otp },
    });
    expect(codesOf(stolen)).toEqual(['bad_credentials']);
    expectAnswer(await other.get(P), 200);
    expectAnswer(await mock.api.get(P), 200);
  });

  it('with the code: every session ends, the code cannot be used again, the ID signs up anew', async () => {
    await mock.api.signIn();
    const elsewhere = new MockApi();
    await elsewhere.signIn();
    await cancelEverything(mock.api);
    expectAnswer(await mock.api.put('/customer/api/v1/budget', { json: BUDGET_ANSWERS }), 200);
    expectAnswer(await mock.api.put('/customer/api/v1/recently-viewed/unit/501'), 200);
    const customerId = views.find(({ listingId }) => listingId === 501)!.customerId;
    expect(budgetOf(customerId)).toBeDefined();
    const started = await mock.api.post(`${P}/deletion`);
    const body = { sid: field(started, 'sid'), otp: DEMO.otp };
    const deleted = await mock.api.post(`${P}/deletion/otp`, { json: body });
    expectAnswer(deleted, 204);
    expect(mock.api.jar.get('sessionid') ?? '').toBe('');
    // The budget and the recently viewed listings went with the account.
    expect(budgetOf(customerId)).toBeUndefined();
    expect(viewsOf(customerId)).toEqual([]);
    expectAnswer(await elsewhere.get(P), 401, 'authentication__required');
    expectAnswer(await elsewhere.post('/customer/api/v1/refresh'), 401);
    const again = await elsewhere.post(`${P}/deletion/otp`, { json: body });
    expect(again.status).toBe(401);
    const signer = new MockApi();
    await signer.start();
    // Sign-in tells no one the account is gone; its code no longer signs in.
    const signIn = await signer.post('/customer/api/v1/sign-in', {
      json: { login: DEMO.nationalId },
    });
    expectAnswer(signIn, 200);
    const code = { sid: field(signIn, 'sid'), otp: DEMO.otp };
    expectAnswer(
      await signer.post('/customer/api/v1/sign-in/otp', { json: code }),
      400,
      'otp__invalid',
    );
    const anew = await newCustomerWith(DEMO.nationalId, DEMO.mobile);
    const copy = (await anew.get<PersonalDataExport>(`${P}/data-export`)).body;
    expect([copy.reservations, copy.payments, copy.notifications]).toEqual([[], [], []]);
    expect(copy.profile.user_number).not.toBe('U-100001');
  });
});

describe('deleting the account erases what the customer uploaded and whom leads name', () => {
  const mock = useMockApi();

  it('attack: after the deletion no uploaded document remains, nor a lead that names the customer', async () => {
    await mock.api.signIn();
    const request = await preparedRequest(mock.api);
    const uploaded = (await mock.api.get<PersonalDataExport>(`${P}/data-export`)).body
      .financing_requests;
    expect(uploaded.find(({ id }) => id === request.id)?.documents?.length).toBeGreaterThan(0);
    const ids = [...documents.values()]
      .filter(({ requestId }) => requestId === request.id)
      .map(({ id }) => id);
    expect(ids.length).toBeGreaterThan(0);
    const provider = { 'X-Provider-Key': 'provider-test-key' };
    const path = (id: number) => `/provider/api/v1/financing-documents/${id}/file`;
    expect((await mock.api.download(path(ids[0]!), provider)).status).toBe(200);
    expectAnswer(
      await mock.api.post('/customer/api/v1/leads', {
        json: { listing_kind: 'unit', listing_id: 501, channel: 'call' },
      }),
      201,
    );
    await cancelEverything(mock.api);
    expectAnswer(await mock.api.put('/customer/api/v1/budget', { json: BUDGET_ANSWERS }), 200);
    expectAnswer(await mock.api.put('/customer/api/v1/recently-viewed/unit/501'), 200);
    const customerId = views.find(({ listingId }) => listingId === 501)!.customerId;
    expect(budgetOf(customerId)).toBeDefined();
    const started = await mock.api.post(`${P}/deletion`);
    expectAnswer(
      await mock.api.post(`${P}/deletion/otp`, {
        json: { sid: field(started, 'sid'), otp: DEMO.otp },
      }),
      204,
    );
    expect([...documents.values()].filter(({ customerId }) => customerId === 1)).toEqual([]);
    for (const id of ids) expect((await mock.api.download(path(id), provider)).status).toBe(404);
    expect(leads.filter((lead) => lead.customer_id === 1)).toEqual([]);
    expect(leads.map(({ listing_id, channel }) => [listing_id, channel])).toContainEqual([
      501,
      'call',
    ]);
  });
});

async function newCustomerWith(nationalId: string, mobile: string): Promise<MockApi> {
  const client = new MockApi('en');
  await client.start();
  const started = await client.post('/customer/api/v1/sign-up', {
    json: { ...NEW_SIGN_UP, national_id: nationalId, phone_number: mobile },
  });
  expectAnswer(started, 200);
  expectAnswer(
    await client.post('/customer/api/v1/sign-up/otp', {
      json: { sid: field(started, 'sid'), otp: DEMO.otp },
    }),
    200,
  );
  return client;
}
