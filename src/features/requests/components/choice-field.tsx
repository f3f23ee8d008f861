import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { FieldErrorText, useFieldError } from '@/components/form';
import { RequiredMark } from './required-mark';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 16px;
  padding: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  label {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

type Props = { name: string; legend: ReactNode; options: { value: string; label: string }[] };

/** One choice among a few, as radio buttons in a fieldset; its error is read with each option. */
export function ChoiceField({ name, legend, options }: Props) {
  const { input, meta } = useField<string>(name, {
    subscription: {
      value: true,
      touched: true,
      error: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
  });
  const error = useFieldError(meta);
  const errorId = `field-${name}-error`;
  return (
    <Group>
      <legend>
        {legend}
        <RequiredMark />
      </legend>
      <Options>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={input.value === option.value}
              onChange={() => input.onChange(option.value)}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {option.label}
          </label>
        ))}
      </Options>
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </Group>
  );
}
