import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../generated/model';
import { findUnit } from '../db/catalogue';
import { codesOf, type MockApi } from '../testing/mock-api';
import { anotherCustomer, freeUnits, signedInClient } from '../testing/customer-client';
import { qrOfPdf, readZatcaTlv } from '../testing/invoice-qr';

const RESERVATIONS = '/customer/api/v1/reservations/';
const DAY = 86_400;
const [UNIT = 0] = freeUnits();
const read = (client: MockApi, id: number) => client.get<Reservation>(`${RESERVATIONS}${id}/`);
const cancel = (client: MockApi, id: number) =>
  client.post<Reservation>(`${RESERVATIONS}${id}/cancel`);

describe('the invoice of a paid reservation', () => {
  it.each(['ar', 'en'] as const)(
    'is a PDF whose QR code holds the invoice figures in ZATCA TLV (%s)',
    async (lang) => {
      const client = signedInClient();
      client.language = lang;
      const { invoice } = (await read(client, 381)).body;
      expect(invoice).toMatchObject({ seller_vat_number: '310122393500003' });
      expect(invoice!.vat_amount).toBe(
        Math.round((invoice!.total_with_vat * 15 * 100) / 115) / 100,
      );
      const pdf = await client.download(`${invoice!.url}?lang=${lang}`);
      expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(pdf.text.startsWith('%PDF-')).toBe(true);
      const qr = await qrOfPdf(pdf.bytes);
      expect(qr).toBe(invoice!.qr);
      expect(readZatcaTlv(qr!)).toEqual({
        1: invoice!.seller_name,
        2: invoice!.seller_vat_number,
        3: invoice!.issued_at,
        4: invoice!.total_with_vat.toFixed(2),
        5: invoice!.vat_amount.toFixed(2),
      });
    },
  );

  it("is its owner's only, and only once paid", async () => {
    const path = `${RESERVATIONS}381/invoice`;
    const stranger = await signedInClient(anotherCustomer()).download(path);
    expect(stranger.status).toBe(404);
    const client = signedInClient();
    const held = await client.post<Reservation>(RESERVATIONS, { json: { unit_id: UNIT } });
    expect(held.body.invoice).toBeUndefined();
    const unpaid = await client.download(`${RESERVATIONS}${held.body.id}/invoice`);
    expect([unpaid.status, JSON.parse(unpaid.text).errors]).toEqual([404, ['invoice__not_found']]);
  });
});

describe('cancelling and refunds', () => {
  it('states the refund before the cancel, then refunds it on the clock', async () => {
    const client = signedInClient();
    const before = (await read(client, 381)).body;
    expect(before.cancellation).toMatchObject({ refund_amount: before.amount, refund_days: 3 });
    const canceled = await cancel(client, 381);
    expect(canceled.body).toMatchObject({
      status: 'canceled',
      can_cancel: false,
      refund: { amount: before.amount, status: 'pending' },
    });
    expect(canceled.body.cancellation).toBeUndefined();
    expect(findUnit(before.unit.id)?.status).toBe('listed');
    await client.advance(3 * DAY - 60);
    expect((await read(client, 381)).body.refund?.status).toBe('pending');
    await client.advance(60);
    const list = await client.get<{ results: Reservation[] }>(RESERVATIONS);
    expect(list.body.results.find((item) => item.id === 381)?.refund).toMatchObject({
      status: 'refunded',
      refunded_at: expect.any(String),
    });
  });

  it('refunds half of the fee after the first week', async () => {
    const client = signedInClient();
    await client.advance(5 * DAY);
    const { body } = await read(client, 381);
    expect(body.cancellation?.refund_amount).toBe(body.amount / 2);
    expect((await cancel(client, 381)).body.refund?.amount).toBe(body.amount / 2);
  });

  it('releases an unpaid hold without a refund', async () => {
    const client = signedInClient();
    const held = await client.post<Reservation>(RESERVATIONS, { json: { unit_id: UNIT } });
    expect(held.body.cancellation).toEqual({ refund_amount: 0, refund_days: 3 });
    const canceled = await cancel(client, held.body.id);
    expect(canceled.body.refund).toBeUndefined();
  });

  it('answers a coded error for what cannot be cancelled', async () => {
    const client = signedInClient();
    const expired = await cancel(client, 379);
    expect([expired.status, codesOf(expired)]).toEqual([409, ['reservation__expired']]);
  });
});
