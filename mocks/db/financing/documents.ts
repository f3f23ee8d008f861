import type {
  FinancingDocument,
  FinancingDocumentKind,
  FinancingDocumentRejectionReason,
  FinancingDocumentReviewStatus,
  FinancingDocumentSlot,
} from '../../../generated/model';
import { cleanFileName } from '../../../src/lib/input/file-name';
import { clock, iso, seconds } from '../../lib/clock';
import { scoped } from '../../lib/namespace';
import { pushNotification } from '../notifications';
import { onReset } from '../registry';
import { isEditable, type MockFinancingRequest } from './store';

/** Seconds after an upload before the platform's review decides (mock clock). */
export const REVIEW_SECONDS = 10;
/** A file whose name holds this word is rejected by the review (`unreadable`). */
export const REJECT_NAME = 'blurred';

export type MockDocument = {
  id: number;
  requestId: number;
  customerId: number;
  kind: FinancingDocumentKind;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  uploadedAt: number;
  review: FinancingDocumentReviewStatus;
  rejection?: FinancingDocumentRejectionReason;
  reviewedAt?: number;
};

export const documents = scoped(() => new Map<number, MockDocument>());
const ids = scoped(() => ({ next: 7001 }));
onReset(() => {
  documents.clear();
  ids.next = 7001;
});

const EMPLOYED = ['government', 'semi_government', 'private', 'military'];
const RETIRED = ['retiree_ppa', 'retiree_gosi'];
const DECIDED = ['approved', 'rejected', 'canceled', 'expired'];

/** The kinds a request needs, the customer's papers first (see FinancingDocumentKind). */
export function neededKinds(request: MockFinancingRequest): FinancingDocumentKind[] {
  const { employment_type: employment, property_readiness: readiness } = request.input;
  const kinds: FinancingDocumentKind[] = ['national_id'];
  if (employment && EMPLOYED.includes(employment)) kinds.push('salary_certificate');
  if (employment && RETIRED.includes(employment)) kinds.push('pension_statement');
  if (employment === 'businessman') kinds.push('commercial_registration');
  kinds.push('bank_statements');
  if (readiness === 'sale_on_map') kinds.push('sale_contract');
  else if (readiness === 'self_built') kinds.push('building_permit');
  else if (request.input.own_property) kinds.push('property_deed');
  return kinds;
}

/** Decides the reviews whose time has come; a rejection is told to the customer. */
export function settleReviews(request: MockFinancingRequest): void {
  const now = clock.now();
  for (const document of documents.values()) {
    if (document.requestId !== request.id || document.review !== 'received') continue;
    if (now < document.uploadedAt + seconds(REVIEW_SECONDS)) continue;
    document.reviewedAt = document.uploadedAt + seconds(REVIEW_SECONDS);
    if (document.fileName.toLowerCase().includes(REJECT_NAME)) {
      Object.assign(document, { review: 'rejected', rejection: 'unreadable' });
      request.history.push({
        event: 'documents_requested',
        at: document.reviewedAt,
        documentKind: document.kind,
      });
      pushNotification(request.customerId, {
        kind: 'financing_document_rejected',
        title: { ar: 'مستند بحاجة إلى إعادة رفع', en: 'A document needs uploading again' },
        body: {
          ar: `تعذّرت قراءة المستند <b>${document.fileName}</b> في طلب التمويل رقم <b>${request.number}</b>. يُرجى رفعه مرة أخرى.`,
          en: `The document <b>${document.fileName}</b> of financing request <b>${request.number}</b> could not be read. Please upload it again.`,
        },
        link: `/financing-requests/${request.id}#document-${document.kind}`,
      });
    } else document.review = 'accepted';
  }
}

export const documentOf = (request: MockFinancingRequest, kind: FinancingDocumentKind) =>
  [...documents.values()].find((item) => item.requestId === request.id && item.kind === kind);

/** A document of this customer's request, or undefined (another customer's is unknown). */
export function findDocument(request: MockFinancingRequest, id: number): MockDocument | undefined {
  const found = documents.get(id);
  return found?.requestId === request.id && found.customerId === request.customerId
    ? found
    : undefined;
}

/** The needed kinds with no document yet, or a rejected one (a received or accepted one counts). */
export function missingDocuments(request: MockFinancingRequest): FinancingDocumentKind[] {
  settleReviews(request);
  return neededKinds(request).filter((kind) => {
    const document = documentOf(request, kind);
    return !document || document.review === 'rejected';
  });
}

export function canUpload(request: MockFinancingRequest, kind: FinancingDocumentKind): boolean {
  if (isEditable(request)) return true;
  if (DECIDED.includes(request.status)) return false;
  const document = documentOf(request, kind);
  return !document || document.review === 'rejected';
}

export function storeDocument(
  request: MockFinancingRequest,
  kind: FinancingDocumentKind,
  file: { name: string; contentType: string; bytes: Uint8Array },
): MockDocument {
  const previous = documentOf(request, kind);
  if (previous) documents.delete(previous.id);
  const stored: MockDocument = {
    id: ids.next++,
    requestId: request.id,
    customerId: request.customerId,
    kind,
    fileName: cleanFileName(file.name, file.contentType),
    contentType: file.contentType,
    bytes: file.bytes,
    uploadedAt: clock.now(),
    review: 'received',
  };
  documents.set(stored.id, stored);
  return stored;
}

export function toDocument(document: MockDocument): FinancingDocument {
  return {
    id: document.id,
    kind: document.kind,
    file_name: document.fileName,
    content_type: document.contentType,
    size: document.bytes.byteLength,
    uploaded_at: iso(document.uploadedAt),
    review_status: document.review,
    ...(document.rejection ? { rejection_reason: document.rejection } : {}),
    ...(document.reviewedAt ? { reviewed_at: iso(document.reviewedAt) } : {}),
    url: `/customer/api/v1/financing-requests/${document.requestId}/documents/${document.id}/file`,
  };
}

export function documentSlots(request: MockFinancingRequest): FinancingDocumentSlot[] {
  settleReviews(request);
  return neededKinds(request).map((kind) => {
    const document = documentOf(request, kind);
    return {
      kind,
      required: true,
      can_upload: canUpload(request, kind),
      can_delete: Boolean(document) && isEditable(request),
      ...(document ? { document: toDocument(document) } : {}),
    };
  });
}

/** The file as an attachment: its own type, its name (ASCII and UTF-8), never run by a browser. */
export function fileResponse(document: MockDocument): Response {
  const ascii = document.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return new Response(document.bytes.slice().buffer, {
    status: 200,
    headers: {
      'Content-Type': document.contentType,
      'Content-Length': String(document.bytes.byteLength),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
