import { expect } from 'vitest';
import type {
  FinancingDocument,
  FinancingDocumentList,
  FinancingRequest,
  Reservation,
} from '../../generated/model';
import { COMPLETE_APPLICATION } from '../../scripts/contract/hand-steps';
import type { MockApi } from './mock-api';
import { multipart } from './multipart';

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

const encoder = new TextEncoder();
/** A PDF with bytes that no text decoding keeps (high bytes, a NUL, CR LF). */
export const PDF = new Uint8Array([
  ...encoder.encode('%PDF-1.7\n%'),
  0xe2,
  0xe3,
  0xcf,
  0xd3,
  0x00,
  0x0d,
  0x0a,
  0xff,
  0x80,
  ...encoder.encode('\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
]);

export const documentsOf = (id: number) => one(id, 'documents/');

/** Uploads one document as a browser would send it (a hand-built multipart body). */
export function uploadDocument(
  client: MockApi,
  requestId: number,
  kind: string,
  file: { name: string; type?: string; bytes: Uint8Array } = { name: `${kind}.pdf`, bytes: PDF },
) {
  const { body, contentType } = multipart(
    { kind },
    { field: 'file', type: 'application/pdf', ...file },
  );
  return client.post<FinancingDocument>(documentsOf(requestId), {
    raw: body,
    headers: { 'Content-Type': contentType },
  });
}

/** Uploads a PDF for every document the request still needs (none yet, or rejected); answers the kinds. */
export async function uploadNeededDocuments(client: MockApi, requestId: number) {
  const list = await client.get<FinancingDocumentList>(documentsOf(requestId));
  const needed = list.body.results.filter(
    (slot) => slot.required && (!slot.document || slot.document.review_status === 'rejected'),
  );
  for (const { kind } of needed)
    expect((await uploadDocument(client, requestId, kind)).status).toBe(201);
  return needed.map((slot) => slot.kind);
}

/** A filled request with its documents uploaded, submitted for offers, and the offers ready. */
export async function preparedRequest(client: MockApi, fields: Record<string, unknown> = {}) {
  const request = await filledRequest(client, fields);
  await uploadNeededDocuments(client, request.id);
  expect((await client.post<FinancingRequest>(one(request.id, 'submit'))).status).toBe(200);
  await client.advance(5);
  return request;
}

/** The body of a pre-fill with the customer's consent to the current SIMAH text. */
export const withSimahConsent = {
  json: { simah_consent: { version: 'simah-2025-01', given_at: '2025-03-04T10:04:45+03:00' } },
};
