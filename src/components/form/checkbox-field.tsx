import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { CheckboxRow } from './checkbox-row';
import { FieldErrorText, fieldId } from './field-shell';
import { useFieldError } from './use-field-error';

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
