import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PaymentMethod } from '@generated/model';
import { paymentMethodMessages } from '@/entities/reservation';
import { paymentMessages as m } from '../messages/payment';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`;

const Options = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    border-width: 2px;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const METHOD_ORDER: PaymentMethod[] = ['mada', 'visa_master', 'apple_pay', 'bank_transfer'];

type Props = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  applePay: boolean;
};

/** The payment method choice; Apple Pay is disabled, with the reason, where the browser lacks it. */
export function PaymentMethods({ value, onChange, applePay }: Props) {
  const intl = useIntl();
  return (
    <Group>
      <legend>{intl.formatMessage(m.methodLegend)}</legend>
      <Options>
        {METHOD_ORDER.map((method) => {
          const disabled = method === 'apple_pay' && !applePay;
          return (
            <Option key={method} $disabled={disabled}>
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={value === method}
                disabled={disabled}
                aria-describedby={disabled ? 'apple-pay-note' : undefined}
                onChange={() => onChange(method)}
              />
              {intl.formatMessage(paymentMethodMessages[method])}
            </Option>
          );
        })}
      </Options>
      {!applePay && <Note id="apple-pay-note">{intl.formatMessage(m.applePayUnavailable)}</Note>}
    </Group>
  );
}
