import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'react-final-form';
import { describedBy, FieldShell } from './field-shell';
import { useFieldError } from './use-field-error';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Turns what is typed into the stored value (e.g. Arabic-Indic digits into Latin digits). */
  parse?: (value: string) => unknown;
  multiline?: boolean;
};

export function TextField({ name, label, hint, parse, required, multiline, id, ...rest }: Props) {
  const { input, meta } = useField<string>(name, {
    parse: parse ? (value: string) => parse(value) as string : (value: string) => value,
    format: (value) => (value === undefined || value === null ? '' : String(value)),
  });
  const error = useFieldError(meta);
  const fieldId = id ?? `field-${name.replace(/\W/g, '-')}`;
  const common = {
    ...input,
    id: fieldId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, hint, error),
  };
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} required={required}>
      {multiline ? (
        <textarea {...common} rows={5} maxLength={rest.maxLength} />
      ) : (
        <input {...rest} {...common} />
      )}
    </FieldShell>
  );
}
