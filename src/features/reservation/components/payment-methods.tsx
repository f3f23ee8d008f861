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

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    border-width: 2px;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const METHOD_ORDER: PaymentMethod[] = ['mada', 'visa_master', 'apple_pay', 'bank_transfer'];

type Props = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  applePay: boolean;
};

/** The payment method choice; Apple Pay only where the browser can pay with it (`canMakePayments()`). */
export function PaymentMethods({ value, onChange, applePay }: Props) {
  const intl = useIntl();
  const methods = METHOD_ORDER.filter((method) => method !== 'apple_pay' || applePay);
  return (
    <Group>
      <legend>{intl.formatMessage(m.methodLegend)}</legend>
      <Options>
        {methods.map((method) => (
          <Option key={method}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            {intl.formatMessage(paymentMethodMessages[method])}
          </Option>
        ))}
      </Options>
    </Group>
  );
}
