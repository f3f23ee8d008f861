import type { FinancingRequestStatus, ReservationStatus } from '@generated/model';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';

export const reservationStatusMessages: Record<ReservationStatus, MessageDescriptor> =
  defineMessages({
    created: {
      id: 'account.reservationStatus.created',
      defaultMessage: 'Awaiting payment',
      description: 'Reservation status created',
    },
    waiting_for_transfer: {
      id: 'account.reservationStatus.waiting_for_transfer',
      defaultMessage: 'Awaiting bank transfer',
      description: 'Reservation status waiting_for_transfer',
    },
    confirmed: {
      id: 'account.reservationStatus.confirmed',
      defaultMessage: 'Confirmed',
      description: 'Reservation status confirmed',
    },
    financing_requested: {
      id: 'account.reservationStatus.financing_requested',
      defaultMessage: 'Financing requested',
      description: 'Reservation status financing_requested',
    },
    financing_approved: {
      id: 'account.reservationStatus.financing_approved',
      defaultMessage: 'Financing approved',
      description: 'Reservation status financing_approved',
    },
    financing_rejected: {
      id: 'account.reservationStatus.financing_rejected',
      defaultMessage: 'Financing rejected',
      description: 'Reservation status financing_rejected',
    },
    finished: {
      id: 'account.reservationStatus.finished',
      defaultMessage: 'Completed',
      description: 'Reservation status finished (sale completed)',
    },
    expired: {
      id: 'account.reservationStatus.expired',
      defaultMessage: 'Expired',
      description: 'Reservation status expired',
    },
    canceled: {
      id: 'account.reservationStatus.canceled',
      defaultMessage: 'Cancelled',
      description: 'Reservation status canceled',
    },
  });

export const financingStatusMessages: Record<FinancingRequestStatus, MessageDescriptor> =
  defineMessages({
    new: {
      id: 'account.financingStatus.new',
      defaultMessage: 'Incomplete',
      description: 'Financing request status new (shown as incomplete)',
    },
    filled: {
      id: 'account.financingStatus.filled',
      defaultMessage: 'Complete',
      description: 'Financing request status filled (all data given)',
    },
    prepared: {
      id: 'account.financingStatus.prepared',
      defaultMessage: 'Offers ready',
      description: 'Financing request status prepared',
    },
    submitted: {
      id: 'account.financingStatus.submitted',
      defaultMessage: 'Submitted',
      description: 'Financing request status submitted',
    },
    processing: {
      id: 'account.financingStatus.processing',
      defaultMessage: 'Processing',
      description: 'Financing request status processing',
    },
    approved: {
      id: 'account.financingStatus.approved',
      defaultMessage: 'Approved',
      description: 'Financing request status approved',
    },
    rejected: {
      id: 'account.financingStatus.rejected',
      defaultMessage: 'Rejected',
      description: 'Financing request status rejected',
    },
    canceled: {
      id: 'account.financingStatus.canceled',
      defaultMessage: 'Cancelled',
      description: 'Financing request status canceled',
    },
    expired: {
      id: 'account.financingStatus.expired',
      defaultMessage: 'Expired',
      description: 'Financing request status expired',
    },
  });

export type StatusTone = 'neutral' | 'progress' | 'success' | 'danger';

export const reservationTone: Record<ReservationStatus, StatusTone> = {
  created: 'progress',
  waiting_for_transfer: 'progress',
  confirmed: 'success',
  financing_requested: 'progress',
  financing_approved: 'success',
  financing_rejected: 'danger',
  finished: 'success',
  expired: 'neutral',
  canceled: 'neutral',
};

export const financingTone: Record<FinancingRequestStatus, StatusTone> = {
  new: 'progress',
  filled: 'progress',
  prepared: 'success',
  submitted: 'progress',
  processing: 'progress',
  approved: 'success',
  rejected: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
};
