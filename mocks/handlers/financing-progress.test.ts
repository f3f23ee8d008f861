import { describe, expect, it } from 'vitest';
import type {
  FinancingOfferList,
  FinancingRequest,
  NotificationPage,
  Reservation,
} from '../../generated/model';
import { codesOf } from '../testing/mock-api';
import { signedInClient } from '../testing/customer-client';
import {
  filledRequest,
  one,
  preparedRequest,
  uploadNeededDocuments,
} from '../testing/financing-fixtures';

describe('financing request progression', () => {
  it('moves from submit to prepared, then through the bank to approved', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    await uploadNeededDocuments(client, request.id);
    const submitted = await client.post<FinancingRequest>(one(request.id, 'submit'));
    expect(submitted.body).toMatchObject({ status: 'filled', allowed_actions: ['cancel'] });
    expect(submitted.body.offers_requested_at).toBeDefined();
    expect((await client.call('PATCH', one(request.id), { json: { age: 40 } })).status).toBe(409);
    expect((await client.post(one(request.id, 'submit'))).status).toBe(409);
    expect((await client.get<FinancingOfferList>(one(request.id, 'offers/'))).body.count).toBe(0);
    await client.advance(5);
    const prepared = await client.get<FinancingRequest>(one(request.id));
    expect(prepared.body).toMatchObject({
      status: 'prepared',
      allowed_actions: ['cancel', 'choose_offer'],
    });
    expect(prepared.body.prepared_by_agent?.name).toBeTruthy();
    const offers = (await client.get<FinancingOfferList>(one(request.id, 'offers/'))).body.results;
    expect(offers.length).toBeGreaterThanOrEqual(3);
    // fees_option add_to_loan: the fees are financed with the loan, nothing is paid upfront.
    for (const offer of offers) {
      const rate = offer.profit_rate / 1200;
      const months = offer.loan_term_years * 12;
      const fees = offer.bank_fee + (offer.admin_fees ?? 0);
      const annuity = ((offer.loan_amount + fees) * rate) / (1 - (1 + rate) ** -months);
      expect(offer.monthly_installment).toBeCloseTo(annuity, 1);
      const paid = offer.monthly_installment * months;
      expect(offer.total_cost).toBeCloseTo(paid, 1);
      const parts = offer.loan_amount + offer.total_profit + offer.bank_fee + offer.admin_fees;
      expect(offer.total_cost).toBeCloseTo(parts, 2);
      expect(offer.apr).toBeGreaterThanOrEqual(offer.profit_rate);
    }
    expect(offers.map((offer) => offer.total_cost)).toEqual(
      [...offers.map((offer) => offer.total_cost)].sort((a, b) => a - b),
    );

    const chosen = await client.post<FinancingRequest>(
      one(request.id, `offers/${offers[1]!.id}/choose`),
    );
    expect(chosen.body).toMatchObject({
      status: 'submitted',
      chosen_offer_id: offers[1]!.id,
      allowed_actions: [],
    });
    const reservation = (id: number) =>
      client.get<Reservation>(`/customer/api/v1/reservations/${id}/`);
    expect((await reservation(380)).body.status).toBe('financing_requested');
    await client.advance(5);
    expect((await client.get<FinancingRequest>(one(request.id))).body.status).toBe('processing');
    await client.advance(10);
    expect((await client.get<FinancingRequest>(one(request.id))).body.status).toBe('approved');
    expect((await reservation(380)).body.status).toBe('financing_approved');
    const inbox = await client.get<NotificationPage>('/customer/api/v1/notifications/');
    expect(inbox.body.results.slice(0, 5).map((item) => item.kind)).toEqual([
      'financing_request_approved',
      'financing_request_processing',
      'financing_request_offer_chosen',
      'financing_request_prepared',
      'financing_request_submitted',
    ]);
    const { timeline } = (await client.get<FinancingRequest>(one(request.id))).body;
    expect(timeline.map((step) => step.event)).toEqual([
      'submitted',
      'offers_ready',
      'offer_chosen',
      'under_review',
      'approved',
    ]);
    expect(timeline.map((step) => step.at)).toEqual([...timeline.map((step) => step.at)].sort());
    expect((await client.post(one(request.id, 'cancel'))).status).toBe(409);
  });

  it.each([
    [
      'a monthly income of 4444',
      { monthly_income: 4444, official_obligations: 0, preferred_monthly_installment: 2400 },
      undefined,
    ],
    ['the financing-reject scenario', {}, 'financing-reject'],
  ])('is rejected with %s', async (_, fields, scenario) => {
    const client = signedInClient();
    const request = await preparedRequest(client, fields);
    const offers = (await client.get<FinancingOfferList>(one(request.id, 'offers/'))).body.results;
    if (scenario) client.scenario(scenario);
    await client.post(one(request.id, `offers/${offers[0]!.id}/choose`));
    client.scenario();
    await client.advance(15);
    expect((await client.get<FinancingRequest>(one(request.id))).body.status).toBe('rejected');
    expect((await client.get<Reservation>('/customer/api/v1/reservations/380/')).body.status).toBe(
      'financing_rejected',
    );
  });

  it('refuses an expired offer and transitions its status does not allow', async () => {
    const client = signedInClient();
    const offers = (await client.get<FinancingOfferList>(one(55, 'offers/'))).body.results;
    expect(codesOf(await client.post(one(55, 'offers/1/choose')))).toEqual(['offer__not_found']);
    expect(codesOf(await client.post(one(54, 'submit')))).toEqual([
      'financing_request__status_invalid',
    ]);
    await client.advance(14 * 86400);
    const late = await client.post(one(55, `offers/${offers[0]!.id}/choose`));
    expect([late.status, codesOf(late)]).toEqual([409, ['offer__expired']]);
    const canceled = (await client.post<FinancingRequest>(one(55, 'cancel'))).body;
    expect(canceled.status).toBe('canceled');
    expect(canceled.timeline.map((step) => step.event)).toEqual([
      'submitted',
      'offers_ready',
      'canceled',
    ]);
    const inbox = await client.get<NotificationPage>('/customer/api/v1/notifications/');
    expect(inbox.body.results[0]).toMatchObject({
      kind: 'financing_request_canceled',
      link: '/financing-requests/55',
    });
    expect((await client.post(one(55, 'cancel'))).status).toBe(200);
    expect(codesOf(await client.post(one(55, `offers/${offers[0]!.id}/choose`)))).toEqual([
      'financing_request__status_invalid',
    ]);
  });

  it('expires an open request when its reservation is canceled', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    expect((await client.post('/customer/api/v1/reservations/380/cancel')).status).toBe(200);
    const read = await client.get<FinancingRequest>(one(request.id));
    expect(read.body).toMatchObject({ status: 'expired', allowed_actions: [] });
    expect(codesOf(await client.post(one(request.id, 'submit')))).toEqual([
      'financing_request__status_invalid',
    ]);
  });
});
