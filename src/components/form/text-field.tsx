import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'react-final-form';
import { digitsOnly } from '@/lib/input/digits';
import { CharacterCount } from './character-count';
import { describedBy, FieldShell, fieldId } from './field-shell';
import { useFieldError, type FieldErrorMessages } from './use-field-error';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Turns what is typed into the stored value (e.g. Arabic-Indic digits into Latin digits). */
  parse?: (value: string) => unknown;
  /** A box of several lines; with `maxLength` it counts what is typed against the limit. */
  multiline?: boolean;
  /** The field's own words for some error codes, instead of the shared ones. */
  errorMessages?: FieldErrorMessages;
};

export function TextField(props: Props) {
  const { name, label, hint, parse, required, multiline, errorMessages, id, ...rest } = props;
  const { input, meta } = useField<string>(name, {
    parse: parse ? (value: string) => parse(value) as string : (value: string) => value,
    format: (value) => (value === undefined || value === null ? '' : String(value)),
  });
  const error = useFieldError(meta, errorMessages);
  const controlId = id ?? fieldId(name);
  const common = {
    ...input,
    id: controlId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(controlId, hint, error),
  };
  return (
    <FieldShell id={controlId} label={label} hint={hint} error={error} required={required}>
      {multiline ? (
        <>
          <textarea {...common} rows={5} maxLength={rest.maxLength} />
          {rest.maxLength !== undefined && (
            <CharacterCount length={input.value.length} max={rest.maxLength} />
          )}
        </>
      ) : (
        <input {...rest} {...common} />
      )}
    </FieldShell>
  );
}

/** Digits only (a code, a month, a year): Arabic-Indic digits become Latin ones as they are typed. */
export function DigitsField(props: Omit<Props, 'parse' | 'multiline'>) {
  return (
    <TextField inputMode="numeric" dir="ltr" autoComplete="off" {...props} parse={digitsOnly} />
  );
}
