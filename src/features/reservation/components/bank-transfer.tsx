import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import { confirmBankTransfer } from '@generated/api/reservations/reservations';
import type { Reservation } from '@generated/model';
import { Button } from '@/components/button';
import { ApiForm, TextField } from '@/components/form';
import { toLatinDigits } from '@/lib/input/digits';
import { Countdown, TransferInstructions } from '@/entities/reservation';
import { bankTransferMessages as m } from '../messages/bank-transfer';
import { CancelReservation } from './cancel-reservation';
import { Panel, StateHeading } from './ui';

const TRANSACTION = /^[A-Za-z0-9]{6,30}$/;
type ConfirmValues = { transaction_number?: string };

function ConfirmForm({
  reservation,
  onReservation,
}: {
  reservation: Reservation;
  onReservation: (r: Reservation) => void;
}) {
  const intl = useIntl();
  async function onSubmit(values: ConfirmValues) {
    onReservation(
      await confirmBankTransfer(reservation.id, {
        transaction_number: values.transaction_number ?? '',
      }),
    );
  }
  const validate = (values: ConfirmValues) => {
    const value = values.transaction_number ?? '';
    if (value === '') return { transaction_number: 'transaction_number__required' };
    return TRANSACTION.test(value) ? {} : { transaction_number: 'transaction_number__invalid' };
  };
  return (
    <ApiForm<ConfirmValues>
      onSubmit={onSubmit}
      fields={['transaction_number']}
      validate={validate}
      labelledBy="transfer-confirm"
      header={<h3 id="transfer-confirm">{intl.formatMessage(m.confirmHeading)}</h3>}
    >
      {({ submitting }) => (
        <>
          <TextField
            name="transaction_number"
            label={intl.formatMessage(m.transactionNumber)}
            hint={intl.formatMessage(m.transactionHint)}
            parse={(value) => toLatinDigits(value).replace(/\s+/g, '').toUpperCase()}
            dir="ltr"
            maxLength={30}
            autoComplete="off"
            required
          />
          <Button type="submit" loading={submitting}>
            {intl.formatMessage(m.confirmButton)}
          </Button>
        </>
      )}
    </ApiForm>
  );
}

type Props = {
  reservation: Reservation;
  onReservation: (r: Reservation) => void;
  onStale: () => void;
};

/** Waiting for the transfer: the instructions, the deadline, then the reported transaction. */
export function BankTransfer({ reservation, onReservation, onStale }: Props) {
  const intl = useIntl();
  const dateTime = useFormatDateTime();
  const transfer = reservation.bank_transfer;
  if (!transfer) return null;
  const reported = transfer.transaction_number;
  return (
    <Panel aria-labelledby="bank-transfer-heading">
      {reported ? (
        <>
          <StateHeading id="bank-transfer-heading">
            {intl.formatMessage(m.waitingHeading)}
          </StateHeading>
          <p role="status">{intl.formatMessage(m.waitingText, { number: reported })}</p>
        </>
      ) : (
        <>
          <StateHeading id="bank-transfer-heading">{intl.formatMessage(m.heading)}</StateHeading>
          <p>{intl.formatMessage(m.intro)}</p>
        </>
      )}
      <p>
        {intl.formatMessage(m.deadline, {
          time: dateTime(transfer.deadline, { hour: 'numeric', minute: '2-digit' }),
          date: intl.formatDate(transfer.deadline, { day: 'numeric', month: 'long' }),
        })}
      </p>
      <Countdown deadline={transfer.deadline} onElapsed={onStale} />
      <TransferInstructions transfer={transfer} />
      {!reported && <ConfirmForm reservation={reservation} onReservation={onReservation} />}
      <CancelReservation reservation={reservation} onCanceled={onReservation} />
    </Panel>
  );
}
