import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { CheckboxRow } from './checkbox-row';
import { describedBy, FieldShell } from './field-shell';

/**
 * Fields driven by React state (no form library): for live tools such as the calculator and the list
 * filters. Same look and wiring as the rest of the kit (label, hint, error via aria-describedby);
 * import this file itself (not the kit's index), so pages without a form do not load final-form.
 */
type Controlled = {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
};
type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & Controlled;

export function ControlledTextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  required,
  ...rest
}: TextProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <input
        {...rest}
        id={id}
        value={value}
        required={required}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> &
  Controlled & { children: ReactNode };

export function ControlledSelect({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  children,
  ...rest
}: SelectProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={rest.required}>
      <select
        {...rest}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {children}
      </select>
    </FieldShell>
  );
}

type CheckboxProps = {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

export function ControlledCheckbox({ id, label, checked, onCheckedChange }: CheckboxProps) {
  return (
    <CheckboxRow>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
    </CheckboxRow>
  );
}
