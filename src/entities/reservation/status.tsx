import type { MessageDescriptor } from 'react-intl';
import type {
  PaymentMethod,
  ReservationRefund,
  ReservationRefundStatus,
  ReservationStatus,
} from '@generated/model';
import { StatusBadge, type Tone } from '@/components/badge';
import { defineMessages } from '@/i18n/define-messages';

/** The one label of each status, wherever a reservation is shown. */
export const reservationStatusMessages: Record<ReservationStatus, MessageDescriptor> =
  defineMessages({
    created: {
      id: 'shared.reservation.status.created',
      defaultMessage: 'Awaiting payment',
      description: 'Reservation status created',
    },
    waiting_for_transfer: {
      id: 'shared.reservation.status.waiting_for_transfer',
      defaultMessage: 'Awaiting bank transfer',
      description: 'Reservation status waiting_for_transfer',
    },
    confirmed: {
      id: 'shared.reservation.status.confirmed',
      defaultMessage: 'Confirmed',
      description: 'Reservation status confirmed (paid)',
    },
    financing_requested: {
      id: 'shared.reservation.status.financing_requested',
      defaultMessage: 'Financing requested',
      description: 'Reservation status financing_requested',
    },
    financing_approved: {
      id: 'shared.reservation.status.financing_approved',
      defaultMessage: 'Financing approved',
      description: 'Reservation status financing_approved',
    },
    financing_rejected: {
      id: 'shared.reservation.status.financing_rejected',
      defaultMessage: 'Financing rejected',
      description: 'Reservation status financing_rejected',
    },
    finished: {
      id: 'shared.reservation.status.finished',
      defaultMessage: 'Completed',
      description: 'Reservation status finished (sale completed)',
    },
    expired: {
      id: 'shared.reservation.status.expired',
      defaultMessage: 'Expired',
      description: 'Reservation status expired',
    },
    canceled: {
      id: 'shared.reservation.status.canceled',
      defaultMessage: 'Cancelled',
      description: 'Reservation status canceled',
    },
  });

export const reservationTone: Record<ReservationStatus, Tone> = {
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

/** After a paid reservation is cancelled, the refund's own state is what the customer follows. */
export const refundStatusMessages: Record<ReservationRefundStatus, MessageDescriptor> =
  defineMessages({
    pending: {
      id: 'shared.reservation.refund.pending',
      defaultMessage: 'Cancelled · refund on its way',
      description: 'Status of a cancelled reservation whose fee is being refunded',
    },
    refunded: {
      id: 'shared.reservation.refund.refunded',
      defaultMessage: 'Refunded',
      description: 'Status of a cancelled reservation whose fee was refunded',
    },
  });

const refundTone: Record<ReservationRefundStatus, Tone> = {
  pending: 'progress',
  refunded: 'success',
};

type BadgeProps = { status: ReservationStatus; refund?: ReservationRefund };

export function ReservationStatusBadge({ status, refund }: BadgeProps) {
  if (status === 'canceled' && refund)
    return <StatusBadge status={refund.status} labels={refundStatusMessages} tones={refundTone} />;
  return <StatusBadge status={status} labels={reservationStatusMessages} tones={reservationTone} />;
}

/** The one name of each payment method. */
export const paymentMethodMessages: Record<PaymentMethod, MessageDescriptor> = defineMessages({
  mada: {
    id: 'shared.reservation.paymentMethod.mada',
    defaultMessage: 'mada',
    description: 'Payment method: mada, the Saudi debit card network',
  },
  visa_master: {
    id: 'shared.reservation.paymentMethod.visa_master',
    defaultMessage: 'Visa / Mastercard',
    description: 'Payment method: a credit card',
  },
  apple_pay: {
    id: 'shared.reservation.paymentMethod.apple_pay',
    defaultMessage: 'Apple Pay',
    description: 'Payment method',
  },
  bank_transfer: {
    id: 'shared.reservation.paymentMethod.bank_transfer',
    defaultMessage: 'Bank transfer',
    description: 'Payment method',
  },
});
