import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { FieldErrorText, fieldId } from './field-shell';
import { useFieldError } from './use-field-error';

/** A checkbox before its label, the whole row a target. */
export const CheckboxRow = styled.div`
  margin-bottom: 16px;
  label {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 4px;
    flex: none;
  }
`;

export function CheckboxField({
  name,
  label,
  required,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
}) {
  const { input, meta } = useField(name, { type: 'checkbox' });
  const error = useFieldError(meta);
  const id = fieldId(name);
  return (
    <CheckboxRow>
      <label htmlFor={id}>
        <input
          {...input}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
    </CheckboxRow>
  );
}
