import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { NationalAddress } from '@generated/model';
import { addressMessages as m } from '../../messages/address';

export const AddressList = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`;

const Option = styled.label`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex-shrink: 0;
  }
  span {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One national address as a radio choice. */
export function AddressOption({
  address,
  invalid,
}: {
  address: NationalAddress;
  invalid: boolean;
}) {
  const intl = useIntl();
  return (
    <Field name="address_id" type="radio" value={String(address.id)}>
      {({ input }) => (
        <Option>
          <input {...input} aria-invalid={invalid || undefined} />
          <span>
            <span>
              {intl.formatMessage(m.line, {
                building: address.building_number,
                street: address.street,
                district: address.district,
                city: address.city,
                postalCode: address.postal_code,
              })}
            </span>
            <small>
              {intl.formatMessage(m.details, {
                shortAddress: address.short_address,
                additionalNumber: address.additional_number,
              })}
            </small>
          </span>
        </Option>
      )}
    </Field>
  );
}
