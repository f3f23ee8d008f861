import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { confirmBankTransfer } from '@generated/api/reservations/reservations';
import type { BankTransfer as Instructions, Reservation } from '@generated/model';
import { Button } from '@/components/button';
import { DetailsList as Details } from '@/components/details-list';
import { ApiForm, TextField } from '@/components/form';
import { toLatinDigits } from '@/lib/digits';
import { useFormatMoney } from '@/lib/money';
import { bankTransferMessages as m } from '../messages/bank-transfer';
import { CancelReservation } from './cancel-reservation';
import { CopyButton } from './copy-button';
import { Countdown } from './countdown';
import { Panel, StateHeading } from './ui';

const Ltr = styled.bdi`
  direction: ltr;
  unicode-bidi: isolate;
  font-variant-numeric: tabular-nums;
`;

/** SA0380000000608010167519 → "SA03 8000 0000 6080 1016 7519". */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

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

function InstructionList({ transfer }: { transfer: Instructions }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const iban = intl.formatMessage(m.iban);
  const reference = intl.formatMessage(m.reference);
  return (
    <Details>
      <dt>{iban}</dt>
      <dd>
        <Ltr data-testid="iban">{formatIban(transfer.iban)}</Ltr>
        <CopyButton value={transfer.iban} what={iban} />
      </dd>
      <dt>{intl.formatMessage(m.beneficiary)}</dt>
      <dd>{transfer.beneficiary_name}</dd>
      <dt>{intl.formatMessage(m.bank)}</dt>
      <dd>{transfer.bank_name}</dd>
      <dt>{intl.formatMessage(m.amount)}</dt>
      <dd>{money(transfer.amount)}</dd>
      <dt>{reference}</dt>
      <dd>
        <Ltr>{transfer.reference}</Ltr>
        <CopyButton value={transfer.reference} what={reference} />
      </dd>
    </Details>
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
          time: intl.formatTime(transfer.deadline, { hour: 'numeric', minute: '2-digit' }),
          date: intl.formatDate(transfer.deadline, { day: 'numeric', month: 'long' }),
        })}
      </p>
      <Countdown deadline={transfer.deadline} onElapsed={onStale} />
      <InstructionList transfer={transfer} />
      {!reported && <ConfirmForm reservation={reservation} onReservation={onReservation} />}
      <CancelReservation reservation={reservation} onCanceled={onReservation} />
    </Panel>
  );
}
