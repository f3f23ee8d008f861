/**
 * Financing documents (see openapi/paths/financing-documents.yaml). The files are kept in memory, byte
 * for byte, per namespace, and served back as attachments. Test values:
 *
 * - a file whose name holds `blurred` is rejected by the review (`unreadable`) 10 s after its upload
 *   (mock clock); any other is accepted then;
 * - a service provider's system downloads with `X-Provider-Key: provider-test-key`, any document of a
 *   request submitted for offers.
 */
import { http } from 'msw';
import type { FinancingDocumentKind } from '../../generated/model';
import { sniffFile } from '../../src/lib/input/file-type';
import { financingRequests, isEditable, type MockFinancingRequest } from '../db/financing';
import {
  canUpload,
  documents,
  documentSlots,
  fileResponse,
  findDocument,
  neededKinds,
  storeDocument,
  toDocument,
} from '../db/financing/documents';
import { webAppConfig } from '../db/web-app-config';
import { isFile, readForm } from '../lib/form-data';
import { FORM_OVERHEAD_BYTES } from './request-bodies';
import { api, fail, json, noContent } from '../lib/http';
import { FieldErrors } from '../lib/validate';
import { idParam } from '../lib/params';
import { financingRequestApi } from './financing-request-of';

const BASE = '/customer/api/v1/financing-requests/:requestId/documents';
export const PROVIDER_KEY = 'provider-test-key';

async function upload(request: Request, found: MockFinancingRequest): Promise<Response> {
  const tooLarge = () => fail(413, ['file__too_large']);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > webAppConfig.document_max_bytes + FORM_OVERHEAD_BYTES) return tooLarge();
  const form = await readForm(request);
  const file = form?.get('file');
  if (isFile(file) && file.size > webAppConfig.document_max_bytes) return tooLarge();
  const kind = form?.get('kind');
  const errors = new FieldErrors();
  if (typeof kind !== 'string' || kind === '') errors.add('kind__required');
  else if (!neededKinds(found).includes(kind as FinancingDocumentKind)) errors.add('kind__invalid');
  const type = isFile(file) && file.size > 0 ? await sniffFile(file) : undefined;
  if (!isFile(file) || file.size === 0) errors.add('file__required');
  else if (!webAppConfig.document_content_types.includes(type ?? ''))
    errors.add('file__invalid_type');
  if (!errors.empty) return fail(400, errors.codes);
  if (!canUpload(found, kind as FinancingDocumentKind)) return fail(409, ['document__locked']);
  const blob = file as Blob;
  const stored = storeDocument(found, kind as FinancingDocumentKind, {
    name: 'name' in blob && typeof blob.name === 'string' ? blob.name : '',
    contentType: type as string,
    bytes: new Uint8Array(await blob.arrayBuffer()),
  });
  return json(toDocument(stored), { status: 201 });
}

/** The request a provider may see a document of: one sent for offers. */
function sentToProviders(documentId: number) {
  const document = documents.get(documentId);
  const request = document && financingRequests.get(document.requestId);
  return request?.offersRequestedAt !== undefined ? document : undefined;
}

export const financingDocumentsHandlers = [
  financingRequestApi.get(`${BASE}/`, ({ found }) => {
    return json({ results: documentSlots(found) });
  }),

  financingRequestApi.post(`${BASE}/`, async ({ request, found }) => {
    return upload(request, found);
  }),

  financingRequestApi.delete(`${BASE}/:documentId/`, ({ params, found }) => {
    const document = findDocument(found, idParam(params.documentId) ?? 0);
    if (!document) return fail(404, ['document__not_found']);
    if (!isEditable(found)) return fail(409, ['document__locked']);
    documents.delete(document.id);
    return noContent();
  }),

  financingRequestApi.get(`${BASE}/:documentId/file`, ({ params, found }) => {
    const document = findDocument(found, idParam(params.documentId) ?? 0);
    return document ? fileResponse(document) : fail(404, ['document__not_found']);
  }),

  http.get(api('/provider/api/v1/financing-documents/:documentId/file'), ({ request, params }) => {
    if (request.headers.get('x-provider-key') !== PROVIDER_KEY)
      return fail(401, ['provider__unauthorized']);
    const document = sentToProviders(idParam(params.documentId) ?? 0);
    return document ? fileResponse(document) : fail(404, ['document__not_found']);
  }),
];
