import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldErrorText, Hint, RequiredMark, useFieldError } from '@/components/form';
import { useErrorText } from '@/lib/error-messages';
import { useCityDistricts, useDistrictsMax } from '../api/lookups';
import { realEstateMessages as m } from '../messages/real-estate';
import { useLookupHint } from './lookup-hint';

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

const List = styled.ul`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  display: grid;
  gap: 4px 16px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
  input:disabled + span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const EMPTY: number[] = [];

/** Districts of the chosen city as checkboxes, up to the cap: at the cap the others are disabled. */
export function DistrictsField({ regionId, cityId }: { regionId?: number; cityId?: number }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const max = useDistrictsMax();
  const districts = useCityDistricts(regionId, cityId);
  const { input, meta } = useField<number[]>('districts');
  const chosen = Array.isArray(input.value) ? input.value : EMPTY;
  const fieldError = useFieldError(meta);
  const code = (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError);
  const error = code === 'districts__too_many' ? errorText(code, { max }) : fieldError;
  const full = chosen.length >= max;
  const status = cityId
    ? intl.formatMessage(m.districtsCount, { max, count: chosen.length })
    : intl.formatMessage(m.districtsFirst);
  const lookupHint = useLookupHint(districts);
  const items = cityId ? (districts.data ?? []) : [];
  const describedBy = ['field-districts-hint', error ? 'field-districts-error' : '']
    .join(' ')
    .trim();

  const toggle = (id: number, checked: boolean) => {
    input.onChange(checked ? [...chosen, id] : chosen.filter((value) => value !== id));
  };

  return (
    <Group aria-describedby={describedBy}>
      <legend>
        {intl.formatMessage(m.districts)}
        <RequiredMark />
      </legend>
      <Hint id="field-districts-hint" role="status">
        {full && cityId ? intl.formatMessage(m.districtsFull, { max }) : status}
      </Hint>
      {lookupHint && <Hint>{lookupHint}</Hint>}
      {cityId && districts.isSuccess && items.length === 0 && (
        <Hint>{intl.formatMessage(m.districtsNone)}</Hint>
      )}
      {items.length > 0 && (
        <List>
          {items.map((district) => {
            const checked = chosen.includes(district.id);
            return (
              <li key={district.id}>
                <label>
                  <input
                    type="checkbox"
                    name="districts"
                    value={district.id}
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(district.id, event.target.checked)}
                    onFocus={input.onFocus}
                    onBlur={input.onBlur}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'field-districts-error' : undefined}
                  />
                  <span>{district.name}</span>
                </label>
              </li>
            );
          })}
        </List>
      )}
      {error && <FieldErrorText id="field-districts-error">{error}</FieldErrorText>}
    </Group>
  );
}
