import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { createRealEstateRequestBodyNotesMax } from '@generated/zod/requests/requests.zod';
import type { PriceRangeOption, RealEstateRequestPurpose } from '@generated/model';
import { ChoiceField, formMessages, SelectField, TextField } from '@/components/form';
import { toLatinDigits } from '@/lib/input/digits';
import { usePropertyTypes } from '../api/lookups';
import { commonFormMessages } from '../messages/common';
import { realEstateMessages as m } from '../messages/real-estate';
import { PRICE_RANGES, PURPOSES } from '../schemas/real-estate';
import { Columns } from './form-layout';
import { useLookupHint } from './lookup-hint';

const Budget = styled.fieldset`
  border: 0;
  margin: 0 0 8px;
  padding: 0;
  legend {
    font-weight: 600;
    padding: 0;
  }
  p {
    margin: 0 0 8px;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function rangeLabel(intl: IntlShape, [low, high]: readonly [number, number]): string {
  if (low === 0) return intl.formatMessage(m.rangeUnder500k, { high });
  if (!Number.isFinite(high)) return intl.formatMessage(m.rangeOver, { low });
  return intl.formatMessage(m.rangeBetween, { low, high });
}

/** The types offered for the purpose; a chosen type the new purpose does not offer is cleared. */
function PropertyTypeField() {
  const intl = useIntl();
  const form = useForm();
  const purpose = useField<string>('purpose', { subscription: { value: true } }).input.value;
  const chosen = useField<string>('property_type', { subscription: { value: true } }).input.value;
  const types = usePropertyTypes((purpose || undefined) as RealEstateRequestPurpose | undefined);
  const hint = useLookupHint(types);

  useEffect(() => {
    if (chosen && types.data && !types.data.some((type) => type.code === chosen)) {
      form.change('property_type', undefined);
    }
  }, [chosen, types.data, form]);

  return (
    <SelectField
      name="property_type"
      label={intl.formatMessage(m.propertyType)}
      options={(types.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
      placeholder={intl.formatMessage(formMessages.choose)}
      hint={hint}
      required
    />
  );
}

/** Purpose, property type, price range with an optional exact budget, and notes. */
export function DetailsFields() {
  const intl = useIntl();
  const ranges = Object.entries(PRICE_RANGES) as [PriceRangeOption, readonly [number, number]][];
  return (
    <>
      <ChoiceField
        name="purpose"
        label={intl.formatMessage(m.purpose)}
        options={PURPOSES.map((purpose) => ({
          value: purpose,
          label: intl.formatMessage(purpose === 'buy' ? m.purposeBuy : m.purposeRent),
        }))}
      />
      <Columns>
        <PropertyTypeField />
        <SelectField
          name="price_range"
          label={intl.formatMessage(m.priceRange)}
          options={ranges.map(([value, range]) => ({ value, label: rangeLabel(intl, range) }))}
          placeholder={intl.formatMessage(formMessages.choose)}
          required
        />
      </Columns>
      <Budget aria-describedby="budget-hint">
        <legend>{intl.formatMessage(m.budget)}</legend>
        <p id="budget-hint">{intl.formatMessage(m.budgetHint)}</p>
        <Columns>
          {(['price_from', 'price_to'] as const).map((name) => (
            <TextField
              key={name}
              name={name}
              label={intl.formatMessage(name === 'price_from' ? m.priceFrom : m.priceTo)}
              parse={toLatinDigits}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
            />
          ))}
        </Columns>
      </Budget>
      <TextField
        name="notes"
        label={intl.formatMessage(commonFormMessages.optional, {
          label: intl.formatMessage(m.notes),
        })}
        hint={intl.formatMessage(m.notesHint, { max: createRealEstateRequestBodyNotesMax })}
        maxLength={createRealEstateRequestBodyNotesMax}
        multiline
      />
    </>
  );
}
