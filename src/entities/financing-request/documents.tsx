import type { MessageDescriptor } from 'react-intl';
import type {
  FinancingDocumentKind,
  FinancingDocumentRejectionReason,
  FinancingDocumentReviewStatus,
} from '@generated/model';
import { StatusBadge, type Tone } from '@/components/badge';
import { defineMessages } from '@/i18n/define-messages';

/** The one name of each kind of document a financing request needs. */
export const financingDocumentKindMessages: Record<FinancingDocumentKind, MessageDescriptor> =
  defineMessages({
    national_id: {
      id: 'shared.financingDocument.kind.national_id',
      defaultMessage: 'National ID or iqama (both sides)',
      description: 'Financing document kind: the national ID card or residence permit',
    },
    salary_certificate: {
      id: 'shared.financingDocument.kind.salary_certificate',
      defaultMessage: 'Salary certificate',
      description: 'Financing document kind: a salary certificate from the employer',
    },
    pension_statement: {
      id: 'shared.financingDocument.kind.pension_statement',
      defaultMessage: 'Pension statement',
      description: 'Financing document kind: the retirement pension statement',
    },
    commercial_registration: {
      id: 'shared.financingDocument.kind.commercial_registration',
      defaultMessage: 'Commercial registration certificate',
      description: 'Financing document kind: the business owner’s commercial registration',
    },
    bank_statements: {
      id: 'shared.financingDocument.kind.bank_statements',
      defaultMessage: 'Bank statements (last 3 months)',
      description: 'Financing document kind: statements of the salary account for 3 months',
    },
    property_deed: {
      id: 'shared.financingDocument.kind.property_deed',
      defaultMessage: 'Property title deed',
      description: 'Financing document kind: the title deed of the property',
    },
    sale_contract: {
      id: 'shared.financingDocument.kind.sale_contract',
      defaultMessage: 'Off-plan sale contract',
      description: 'Financing document kind: the sale contract of an off-plan property',
    },
    building_permit: {
      id: 'shared.financingDocument.kind.building_permit',
      defaultMessage: 'Building permit',
      description: 'Financing document kind: the permit to build on the land',
    },
  });

/** The one label of each review state of an uploaded document. */
export const financingDocumentReviewMessages: Record<
  FinancingDocumentReviewStatus,
  MessageDescriptor
> = defineMessages({
  received: {
    id: 'shared.financingDocument.review.received',
    defaultMessage: 'Received, being reviewed',
    description: 'Financing document review state: uploaded, waiting for review',
  },
  accepted: {
    id: 'shared.financingDocument.review.accepted',
    defaultMessage: 'Accepted',
    description: 'Financing document review state: accepted',
  },
  rejected: {
    id: 'shared.financingDocument.review.rejected',
    defaultMessage: 'Rejected: upload again',
    description: 'Financing document review state: rejected, to be uploaded again',
  },
});

/** Why a document was rejected, said as what to do about it. */
export const financingDocumentRejectionMessages: Record<
  FinancingDocumentRejectionReason,
  MessageDescriptor
> = defineMessages({
  unreadable: {
    id: 'shared.financingDocument.rejection.unreadable',
    defaultMessage: 'It could not be read. Upload a sharp scan or photo with every edge visible.',
    description: 'Why a financing document was rejected: blurred or cut off',
  },
  expired: {
    id: 'shared.financingDocument.rejection.expired',
    defaultMessage: 'It has expired. Upload a valid one.',
    description: 'Why a financing document was rejected: expired',
  },
  incomplete: {
    id: 'shared.financingDocument.rejection.incomplete',
    defaultMessage: 'Pages or months are missing. Upload the complete document.',
    description: 'Why a financing document was rejected: incomplete',
  },
  wrong_document: {
    id: 'shared.financingDocument.rejection.wrong_document',
    defaultMessage: 'This is not the document asked for. Upload the right one.',
    description: 'Why a financing document was rejected: another document',
  },
});

const reviewTone: Record<FinancingDocumentReviewStatus, Tone> = {
  received: 'progress',
  accepted: 'success',
  rejected: 'danger',
};

export function FinancingDocumentReviewBadge({
  status,
}: {
  status: FinancingDocumentReviewStatus;
}) {
  return (
    <StatusBadge status={status} labels={financingDocumentReviewMessages} tones={reviewTone} />
  );
}
