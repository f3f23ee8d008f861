import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useCancelReservation } from '@generated/api/reservations/reservations';
import type { Reservation } from '@generated/model';
import { Button } from '@/components/button';
import { FormError } from '@/components/form';
import { checkoutMessages as m } from '../messages/checkout';
import { Actions } from '@/components/actions';

const Box = styled.div`
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

type Props = { reservation: Reservation; onCanceled: (reservation: Reservation) => void };

/** Cancel, asked inline (no browser dialog), where the server allows it (`can_cancel`). */
export function CancelReservation({ reservation, onCanceled }: Props) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelReservation({ mutation: { onSuccess: onCanceled } });
  if (!reservation.can_cancel) return null;
  const paid = reservation.status === 'confirmed';
  return (
    <Box>
      {asking ? (
        <div role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">{intl.formatMessage(m.cancelQuestion)}</p>
          {paid && <p>{intl.formatMessage(m.cancelRefund)}</p>}
          <FormError error={cancel.error} />
          <Actions>
            <Button
              type="button"
              loading={cancel.isPending}
              onClick={() => cancel.mutate({ reservationId: reservation.id })}
            >
              {intl.formatMessage(m.cancelConfirm)}
            </Button>
            <Button type="button" variant="secondary" autoFocus onClick={() => setAsking(false)}>
              {intl.formatMessage(m.cancelKeep)}
            </Button>
          </Actions>
        </div>
      ) : (
        <Button type="button" variant="link" onClick={() => setAsking(true)}>
          {intl.formatMessage(m.cancelButton)}
        </Button>
      )}
    </Box>
  );
}
