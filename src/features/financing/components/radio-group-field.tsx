import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { FieldErrorText, Hint, useFieldError } from '@/components/form';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    padding: 4px 12px;
    margin-bottom: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

type Option = { value: string; label: ReactNode };

function RadioOption({
  name,
  option,
  describedBy,
}: {
  name: string;
  option: Option;
  describedBy?: string;
}) {
  const { input } = useField(name, { type: 'radio', value: option.value });
  return (
    <label>
      <input {...input} aria-describedby={describedBy} />
      <span>{option.label}</span>
    </label>
  );
}

/** A required choice among a few options: a fieldset with its legend, error and hint. */
export function RadioGroupField({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  hint?: ReactNode;
}) {
  const { meta } = useField(name, {
    subscription: { touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = useFieldError(meta);
  const id = `field-${name.replace(/\W/g, '-')}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Group id={id} aria-invalid={error ? true : undefined} tabIndex={error ? -1 : undefined}>
      <legend>{label}</legend>
      {options.map((option) => (
        <RadioOption
          key={option.value}
          name={name}
          option={option}
          describedBy={describedBy || undefined}
        />
      ))}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
    </Group>
  );
}
