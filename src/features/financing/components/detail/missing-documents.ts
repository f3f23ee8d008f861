import type { FinancingDocumentKind, FinancingDocumentList } from '@generated/model';

/** The documents a request still needs before submit: required, and not uploaded or rejected. */
export function missingDocuments(list: FinancingDocumentList | undefined): FinancingDocumentKind[] {
  return (list?.results ?? [])
    .filter(
      (slot) => slot.required && (!slot.document || slot.document.review_status === 'rejected'),
    )
    .map((slot) => slot.kind);
}
