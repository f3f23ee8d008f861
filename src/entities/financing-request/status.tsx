import type { MessageDescriptor } from 'react-intl';
import type { FinancingRequestStatus } from '@generated/model';
import { StatusBadge, type Tone } from '@/components/badge';
import { defineMessages } from '@/i18n/define-messages';

/** The one label of each status, wherever a financing request is shown. */
export const financingRequestStatusMessages: Record<FinancingRequestStatus, MessageDescriptor> =
  defineMessages({
    new: {
      id: 'shared.financingRequest.status.new',
      defaultMessage: 'Incomplete',
      description: 'Financing request status new (data still missing)',
    },
    filled: {
      id: 'shared.financingRequest.status.filled',
      defaultMessage: 'Complete',
      description: 'Financing request status filled (all data given, not yet sent for offers)',
    },
    prepared: {
      id: 'shared.financingRequest.status.prepared',
      defaultMessage: 'Offers ready',
      description: 'Financing request status prepared (bank offers are ready to compare)',
    },
    submitted: {
      id: 'shared.financingRequest.status.submitted',
      defaultMessage: 'Sent to the bank',
      description: 'Financing request status submitted (an offer was chosen and sent to the bank)',
    },
    processing: {
      id: 'shared.financingRequest.status.processing',
      defaultMessage: 'Under review by the bank',
      description: 'Financing request status processing',
    },
    approved: {
      id: 'shared.financingRequest.status.approved',
      defaultMessage: 'Approved',
      description: 'Financing request status approved (by the bank)',
    },
    rejected: {
      id: 'shared.financingRequest.status.rejected',
      defaultMessage: 'Rejected',
      description: 'Financing request status rejected (by the bank)',
    },
    canceled: {
      id: 'shared.financingRequest.status.canceled',
      defaultMessage: 'Cancelled',
      description: 'Financing request status canceled (by the customer)',
    },
    expired: {
      id: 'shared.financingRequest.status.expired',
      defaultMessage: 'Expired',
      description: 'Financing request status expired',
    },
  });

export const financingRequestTone: Record<FinancingRequestStatus, Tone> = {
  new: 'neutral',
  filled: 'progress',
  prepared: 'progress',
  submitted: 'progress',
  processing: 'progress',
  approved: 'success',
  rejected: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
};

export function FinancingRequestStatusBadge({ status }: { status: FinancingRequestStatus }) {
  return (
    <StatusBadge
      status={status}
      labels={financingRequestStatusMessages}
      tones={financingRequestTone}
    />
  );
}
