import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { EmploymentTypeOption } from '@generated/model';
import { Button } from '@/components/button';
import { ControlledCheckbox, ControlledSelect, ControlledTextField } from '@/components/form';
import { useErrorText } from '@/lib/error-messages';
import type { BudgetErrors, BudgetValues } from '../answers';
import { budgetMessages as m } from '../messages/budget';

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

type Props = {
  values: BudgetValues;
  onChange: (values: BudgetValues) => void;
  errors: BudgetErrors;
  minimumIncome: number;
  types: EmploymentTypeOption[];
  onSubmit: () => void;
  disabled: boolean;
};

/** The budget check's questions; every field's error under it (the server's codes). */
export function BudgetForm({
  values,
  onChange,
  errors,
  minimumIncome,
  types,
  onSubmit,
  disabled,
}: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const set =
    <K extends keyof BudgetValues>(key: K) =>
    (value: BudgetValues[K]) =>
      onChange({ ...values, [key]: value });
  const error = (field: keyof BudgetErrors) => {
    const code = errors[field];
    return code && errorText(code, code.endsWith('below_minimum') ? { min: minimumIncome } : {});
  };
  const subTypes = types.find((item) => item.code === values.employmentType)?.sub_types ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Fields noValidate onSubmit={submit} aria-label={intl.formatMessage(m.check)}>
      <ControlledTextField
        id="budget-income"
        label={intl.formatMessage(m.income)}
        hint={intl.formatMessage(m.incomeHint)}
        inputMode="decimal"
        autoComplete="off"
        required
        value={values.income}
        onValueChange={set('income')}
        error={error('monthly_income')}
      />
      <ControlledTextField
        id="budget-obligations"
        label={intl.formatMessage(m.obligations)}
        hint={intl.formatMessage(m.obligationsHint)}
        inputMode="decimal"
        autoComplete="off"
        value={values.obligations}
        onValueChange={set('obligations')}
        error={error('monthly_obligations')}
      />
      <ControlledSelect
        id="budget-employment"
        label={intl.formatMessage(m.employmentType)}
        required
        value={values.employmentType}
        onValueChange={(employmentType) => onChange({ ...values, employmentType, subType: '' })}
        error={error('employment_type')}
      >
        <option value="">{intl.formatMessage(m.choose)}</option>
        {types.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </ControlledSelect>
      {subTypes.length > 0 && (
        <ControlledSelect
          id="budget-rank"
          label={intl.formatMessage(m.subType)}
          required
          value={values.subType}
          onValueChange={set('subType')}
          error={error('employment_sub_type')}
        >
          <option value="">{intl.formatMessage(m.choose)}</option>
          {subTypes.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </ControlledSelect>
      )}
      <ControlledTextField
        id="budget-age"
        label={intl.formatMessage(m.age)}
        inputMode="numeric"
        autoComplete="off"
        required
        value={values.age}
        onValueChange={set('age')}
        error={error('age')}
      />
      <ControlledCheckbox
        id="budget-first-home"
        label={intl.formatMessage(m.firstHome)}
        checked={values.firstHome}
        onCheckedChange={set('firstHome')}
      />
      <ControlledCheckbox
        id="budget-housing-support"
        label={intl.formatMessage(m.housingSupport)}
        checked={values.housingSupport}
        onCheckedChange={set('housingSupport')}
      />
      <div>
        <Button type="submit" disabled={disabled}>
          {intl.formatMessage(m.check)}
        </Button>
      </div>
    </Fields>
  );
}
