import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BankTransfer } from '@generated/model';
import { DetailsList as Details } from '@/components/details-list';
import { Identifier } from '@/components/identifier';
import { useFormatMoney } from '@/lib/format/money';
import { holdMessages as m } from './after-pay-messages';
import { CopyButton } from './copy-button';

const Value = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
`;

/** SA0380000000608010167519 → "SA03 8000 0000 6080 1016 7519". */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Where to transfer the fee, from the reservation's own instructions: payee, bank, IBAN, reference. */
export function TransferInstructions({ transfer }: { transfer: BankTransfer }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const iban = intl.formatMessage(m.iban);
  const reference = intl.formatMessage(m.reference);
  return (
    <Details>
      <dt>{intl.formatMessage(m.beneficiary)}</dt>
      <dd data-testid="beneficiary">{transfer.beneficiary_name}</dd>
      <dt>{intl.formatMessage(m.bank)}</dt>
      <dd>{transfer.bank_name}</dd>
      <dt>{iban}</dt>
      <Value>
        <Identifier testId="iban">{formatIban(transfer.iban)}</Identifier>
        <CopyButton value={transfer.iban} what={iban} />
      </Value>
      <dt>{intl.formatMessage(m.amount)}</dt>
      <dd>{money(transfer.amount)}</dd>
      <dt>{reference}</dt>
      <Value>
        <Identifier testId="reference">{transfer.reference}</Identifier>
        <CopyButton value={transfer.reference} what={reference} />
      </Value>
    </Details>
  );
}
