import type { FinancingDocumentKind, FinancingDocumentList } from '@generated/model';
import { isApiError } from '@/lib/http/api-error';

/** The documents a request still needs before submit: required, and not uploaded or rejected. */
export function missingDocuments(list: FinancingDocumentList | undefined): FinancingDocumentKind[] {
  return (list?.results ?? [])
    .filter(
      (slot) => slot.required && (!slot.document || slot.document.review_status === 'rejected'),
    )
    .map((slot) => slot.kind);
}

/** The kinds a submit was refused for (`documents__missing` naming them), or undefined. */
export function refusedDocuments(error: unknown): FinancingDocumentKind[] | undefined {
  if (!isApiError(error) || !error.has('documents__missing')) return undefined;
  const kinds = error.meta?.missing_documents;
  return kinds?.length ? kinds : undefined;
}

/** Brings one document of the list (DocumentSlotItem, `#document-<kind>`) into view and focus. */
export function focusDocument(id: string): void {
  const target = document.getElementById(id);
  target?.scrollIntoView({ block: 'start' });
  target?.focus({ preventScroll: true });
}
