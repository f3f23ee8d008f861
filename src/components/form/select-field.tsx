import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { describedBy, FieldShell, fieldId } from './field-shell';
import { useFieldError } from './use-field-error';

export type SelectOption = { value: string; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange'> & {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice ("Choose…"). */
  placeholder?: string;
  hint?: ReactNode;
};

export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  required,
  id,
  ...rest
}: Props) {
  const { input, meta } = useField<string>(name, {
    format: (value) => (value === undefined || value === null ? '' : String(value)),
  });
  const error = useFieldError(meta);
  const controlId = id ?? fieldId(name);
  return (
    <FieldShell id={controlId} label={label} hint={hint} error={error} required={required}>
      <select
        {...rest}
        {...input}
        id={controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, hint, error)}
      >
        <option value="">{placeholder ?? ''}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
