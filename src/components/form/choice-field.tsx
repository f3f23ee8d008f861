import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { FieldNotes, fieldId, RequiredMark } from './field-shell';
import { useFieldError } from './use-field-error';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 8px;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  label {
    display: flex;
    flex: 1 1 12rem;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    padding: 4px 12px;
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

export type ChoiceOption = { value: string; label: ReactNode };

function Option({
  name,
  option,
  describedBy,
  invalid,
}: {
  name: string;
  option: ChoiceOption;
  describedBy?: string;
  invalid: boolean;
}) {
  const { input } = useField(name, { type: 'radio', value: option.value });
  return (
    <label>
      <input {...input} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
      <span>{option.label}</span>
    </label>
  );
}

type Props = { name: string; label: ReactNode; options: readonly ChoiceOption[]; hint?: ReactNode };

/** One required choice among a few, as radio buttons in a fieldset; its hint and error read with each. */
export function ChoiceField({ name, label, options, hint }: Props) {
  const { meta } = useField(name, {
    subscription: { touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = useFieldError(meta);
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Group id={id}>
      <legend>
        {label}
        <RequiredMark />
      </legend>
      <div className="options">
        {options.map((option) => (
          <Option
            key={option.value}
            name={name}
            option={option}
            describedBy={describedBy || undefined}
            invalid={Boolean(error)}
          />
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </Group>
  );
}
