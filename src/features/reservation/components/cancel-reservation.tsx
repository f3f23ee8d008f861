import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import styled from 'styled-components';
import { useCancelReservation } from '@generated/api/reservations/reservations';
import type { Reservation } from '@generated/model';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFormatMoney } from '@/lib/format/money';
import { checkoutMessages as m } from '../messages/checkout';

const Box = styled.div`
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

type Props = { reservation: Reservation; onCanceled: (reservation: Reservation) => void };

/** What cancelling now gives back, as the server computed it, said before the customer confirms. */
function useRefundRule(reservation: Reservation): string {
  const intl = useIntl();
  const money = useFormatMoney();
  const dateTime = useFormatDateTime();
  const terms = reservation.cancellation;
  if (!terms || !reservation.payment) return intl.formatMessage(m.cancelNothingPaid);
  return intl.formatMessage(m.cancelRefundRule, {
    refund: money(terms.refund_amount, { fractions: true }),
    fee: money(reservation.payment.paid_amount, { fractions: true }),
    days: terms.refund_days,
    date: terms.full_refund_until ? dateTime(terms.full_refund_until) : '',
  });
}

/**
 * Cancel where the server allows it (`can_cancel`): a modal question with the refund rule; the safe
 * choice has focus, and focus returns to the button when the question closes.
 */
export function CancelReservation({ reservation, onCanceled }: Props) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelReservation({
    mutation: {
      onSuccess: (canceled) => {
        setAsking(false);
        onCanceled(canceled);
      },
    },
  });
  const rule = useRefundRule(reservation);
  if (!reservation.can_cancel) return null;
  return (
    <Box>
      <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
        {intl.formatMessage(m.cancelButton)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage(m.cancelQuestion)}
        body={rule}
        confirmLabel={intl.formatMessage(m.cancelConfirm)}
        cancelLabel={intl.formatMessage(m.cancelKeep)}
        onConfirm={() => cancel.mutate({ reservationId: reservation.id })}
        onClose={() => {
          setAsking(false);
          cancel.reset();
        }}
        busy={cancel.isPending}
        error={cancel.error}
      />
    </Box>
  );
}
