import { describe, expect, it } from 'vitest';
import type {
  PersonalDataExport,
  FinancingDocumentList,
  FinancingRequest,
} from '../../generated/model';
import { anotherCustomer, signedInClient } from '../testing/customer-client';
import {
  documentsOf,
  filledRequest,
  one,
  PDF,
  uploadDocument,
  uploadNeededDocuments,
} from '../testing/financing-fixtures';
import { codesOf, expectAnswer, MockApi } from '../testing/mock-api';
import { multipart } from '../testing/multipart';

const encoder = new TextEncoder();
const HTML_AS_PDF = encoder.encode('<!doctype html><script>alert(document.cookie)</script>');
const SVG_AS_PNG = encoder.encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const slots = async (client: MockApi, id: number) =>
  (await client.get<FinancingDocumentList>(documentsOf(id))).body.results;

describe('financing documents', () => {
  it('lists what the request needs by employment type and property', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    expect((await slots(client, request.id)).map((slot) => slot.kind)).toEqual([
      'national_id',
      'salary_certificate',
      'bank_statements',
    ]);
    await client.patch(one(request.id), { json: { employment_type: 'businessman' } });
    const kinds = (await slots(client, request.id)).map((slot) => slot.kind);
    expect(kinds).toContain('commercial_registration');
    expect(kinds).not.toContain('salary_certificate');
  });

  it('serves back the uploaded file byte for byte, as an attachment', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    const sent = await uploadDocument(client, request.id, 'salary_certificate', {
      name: '../../شهادة الراتب<>.pdf',
      bytes: PDF,
    });
    expectAnswer(sent, 201);
    expect(sent.body).toMatchObject({
      kind: 'salary_certificate',
      file_name: 'شهادة الراتب.pdf',
      content_type: 'application/pdf',
      size: PDF.byteLength,
      review_status: 'received',
    });
    const file = await client.download(sent.body.url);
    expect(file.status).toBe(200);
    expect(file.bytes).toEqual(PDF);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="_____ ______.pdf"; filename*=UTF-8''${encodeURIComponent('شهادة الراتب.pdf')}`,
    );
  });

  it('refuses a disguised file: HTML named .pdf, SVG declared as PNG', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    const html = await uploadDocument(client, request.id, 'national_id', {
      name: 'id.pdf',
      bytes: HTML_AS_PDF,
    });
    expectAnswer(html, 400, 'file__invalid_type');
    const svg = await uploadDocument(client, request.id, 'national_id', {
      name: 'id.png',
      type: 'image/png',
      bytes: SVG_AS_PNG,
    });
    expectAnswer(svg, 400, 'file__invalid_type');
    expect((await slots(client, request.id)).every((slot) => !slot.document)).toBe(true);
  });

  it('names every missing part, a kind the request does not need, and a file over the limit', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    const empty = multipart({});
    const nothing = await client.post(documentsOf(request.id), {
      raw: empty.body,
      headers: { 'Content-Type': empty.contentType },
    });
    expect(codesOf(nothing)).toEqual(['kind__required', 'file__required']);
    expect(
      codesOf(
        await uploadDocument(client, request.id, 'building_permit', { name: 'p.pdf', bytes: PDF }),
      ),
    ).toEqual(['kind__invalid']);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(encoder.encode('%PDF-1.7'));
    expectAnswer(
      await uploadDocument(client, request.id, 'national_id', { name: 'big.pdf', bytes: big }),
      413,
      'file__too_large',
    );
  });

  it('names the uploaded documents in the copy of my data, without their content', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    await uploadDocument(client, request.id, 'national_id', { name: 'id-card.pdf', bytes: PDF });
    const copy = await client.get<PersonalDataExport>('/customer/api/v1/profile/data-export');
    const exported = copy.body.financing_requests.find((item) => item.id === request.id);
    expect(exported?.documents).toEqual([
      expect.objectContaining({ kind: 'national_id', file_name: 'id-card.pdf' }),
    ]);
    expect(copy.text).not.toContain('%PDF');
  });

  it("answers 404 for another customer's document and another request's document", async () => {
    const owner = signedInClient();
    const request = await filledRequest(owner);
    const sent = await uploadDocument(owner, request.id, 'national_id', {
      name: 'id.pdf',
      bytes: PDF,
    });
    const stranger = signedInClient(anotherCustomer());
    expect(codesOf(await stranger.get(sent.body.url))).toEqual(['financing_request__not_found']);
    expect(codesOf(await stranger.delete(one(request.id, `documents/${sent.body.id}/`)))).toEqual([
      'financing_request__not_found',
    ]);
    // The owner's other request (56) with this document's id: not its document.
    const crossed = await owner.get(one(56, `documents/${sent.body.id}/file`));
    expect(codesOf(crossed)).toEqual(['document__not_found']);
    expect((await owner.download(sent.body.url)).bytes).toEqual(PDF);
  });

  it('reviews by the clock: a rejected document is uploaded again, even after submit', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    await uploadDocument(client, request.id, 'national_id', { name: 'id.pdf', bytes: PDF });
    await uploadDocument(client, request.id, 'bank_statements', {
      name: 'blurred-scan.pdf',
      bytes: PDF,
    });
    expect(await uploadNeededDocuments(client, request.id)).toEqual(['salary_certificate']);
    expectAnswer(await client.post<FinancingRequest>(one(request.id, 'submit')), 200);
    await client.advance(10);
    const reviewed = await slots(client, request.id);
    const byKind = Object.fromEntries(reviewed.map((slot) => [slot.kind, slot]));
    expect(byKind.national_id).toMatchObject({
      can_upload: false,
      can_delete: false,
      document: { review_status: 'accepted' },
    });
    expect(byKind.bank_statements).toMatchObject({
      can_upload: true,
      document: { review_status: 'rejected', rejection_reason: 'unreadable' },
    });
    const notices = await client.get<{ results: { kind: string; link?: string }[] }>(
      '/customer/api/v1/notifications/',
    );
    expect(notices.body.results[0]).toMatchObject({
      kind: 'financing_document_rejected',
      link: `/financing-requests/${request.id}#document-bank_statements`,
    });
    const { timeline } = (await client.get<FinancingRequest>(one(request.id))).body;
    expect(timeline.map(({ event, document_kind }) => [event, document_kind])).toEqual([
      ['submitted', undefined],
      ['offers_ready', undefined],
      ['documents_requested', 'bank_statements'],
    ]);
    const locked = await uploadDocument(client, request.id, 'national_id', {
      name: 'id.pdf',
      bytes: PDF,
    });
    expectAnswer(locked, 409, 'document__locked');
    const again = await uploadDocument(client, request.id, 'bank_statements', {
      name: 'statements.pdf',
      bytes: PDF,
    });
    expectAnswer(again, 201);
    const deleted = await client.delete(one(request.id, `documents/${again.body.id}/`));
    expectAnswer(deleted, 409, 'document__locked');
  });

  it('deletes a document while the request is editable', async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    const sent = await uploadDocument(client, request.id, 'national_id', {
      name: 'id.pdf',
      bytes: PDF,
    });
    expectAnswer(await client.delete(one(request.id, `documents/${sent.body.id}/`)), 204);
    expect(codesOf(await client.get(sent.body.url))).toEqual(['document__not_found']);
  });

  it("gives a provider's system the files of a submitted request, with its key only", async () => {
    const client = signedInClient();
    const request = await filledRequest(client);
    const sent = await uploadDocument(client, request.id, 'national_id', {
      name: 'id.pdf',
      bytes: PDF,
    });
    const provider = new MockApi('en');
    const path = `/provider/api/v1/financing-documents/${sent.body.id}/file`;
    const key = { 'X-Provider-Key': 'provider-test-key' };
    expect((await provider.download(path)).status).toBe(401);
    expect((await provider.download(path, { 'X-Provider-Key': 'guessed' })).status).toBe(401);
    expect((await provider.download(path, key)).status).toBe(404);
    await uploadNeededDocuments(client, request.id);
    expectAnswer(await client.post(one(request.id, 'submit')), 200);
    const file = await provider.download(path, key);
    expect(file.status).toBe(200);
    expect(file.bytes).toEqual(PDF);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="id\.pdf"/);
  });
});
