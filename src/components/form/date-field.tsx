import { useMemo, type FocusEvent, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { INTL_LOCALE } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { formatInCalendar, monthNames } from '@/lib/format/calendar-names';
import { digitsOnly } from '@/lib/input/digits';
import {
  switchCalendar,
  typedDateValue,
  type Calendar,
  type TypedDate,
} from '@/lib/format/typed-date';
import { Calendars, DateParts, Fieldset } from './date-field-styles';
import { describedBy, FieldErrorText, fieldId, Hint, RequiredMark } from './field-shell';
import { formMessages as m } from './messages';
import { useFieldError } from './use-field-error';

const CALENDARS: Calendar[] = ['hijri', 'gregorian'];

type Props = {
  name: string;
  legend: ReactNode;
  hint?: string;
  /** `bday` for a date of birth: the browser may fill it in. */
  autoComplete?: 'bday';
};

/**
 * A date as on a Saudi document: day, month and year in the Hijri (Umm al-Qura) or the Gregorian
 * calendar. Switching the calendar converts a complete date; the date in the other calendar is shown
 * under the fields. One value (a `TypedDate`), one error for the group.
 */
export function DateField({ name, legend, hint, autoComplete }: Props) {
  const intl = useIntl();
  const locale = INTL_LOCALE[useLocale()];
  const { input, meta } = useField<TypedDate>(name);
  const value: TypedDate = input.value || { calendar: 'hijri' };
  const error = useFieldError(meta);
  const months = useMemo(() => monthNames(value.calendar, locale), [value.calendar, locale]);
  const date = typedDateValue(value);
  const other = value.calendar === 'hijri' ? 'gregorian' : 'hijri';
  const id = fieldId(name);
  const partProps = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint || date, error),
    required: true,
  };
  const complete = (part: string) => (autoComplete ? `${autoComplete}-${part}` : 'off');
  const change = (patch: Partial<TypedDate>) => input.onChange({ ...value, ...patch });
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) input.onBlur();
  };

  return (
    <Fieldset onBlur={onBlur} onFocus={() => input.onFocus()}>
      <legend>
        {legend}
        <RequiredMark />
      </legend>
      <Calendars>
        <legend>{intl.formatMessage(m.calendar)}</legend>
        {CALENDARS.map((calendar) => (
          <label key={calendar}>
            <input
              type="radio"
              name={`${name}-calendar`}
              value={calendar}
              checked={value.calendar === calendar}
              onChange={() => input.onChange(switchCalendar(value, calendar))}
            />
            {intl.formatMessage(m[calendar])}
          </label>
        ))}
      </Calendars>
      <DateParts>
        <div>
          <label htmlFor={`${id}-day`}>{intl.formatMessage(m.day)}</label>
          <input
            id={`${id}-day`}
            {...partProps}
            inputMode="numeric"
            autoComplete={complete('day')}
            maxLength={2}
            dir="ltr"
            value={value.day ?? ''}
            onChange={(event) => change({ day: digitsOnly(event.target.value) })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-month`}>{intl.formatMessage(m.month)}</label>
          <select
            id={`${id}-month`}
            {...partProps}
            value={value.month ?? ''}
            onChange={(event) => change({ month: event.target.value })}
          >
            <option value="">{intl.formatMessage(m.choose)}</option>
            {months.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-year`}>{intl.formatMessage(m.year)}</label>
          <input
            id={`${id}-year`}
            {...partProps}
            inputMode="numeric"
            autoComplete={value.calendar === 'gregorian' ? complete('year') : 'off'}
            maxLength={4}
            dir="ltr"
            value={value.year ?? ''}
            onChange={(event) => change({ year: digitsOnly(event.target.value) })}
          />
        </div>
      </DateParts>
      {(hint || date) && (
        <Hint id={`${id}-hint`}>
          {hint && <span>{hint}</span>}
          {date && (
            <span data-testid={`${name}-other-calendar`}>
              {intl.formatMessage(m.inOtherCalendar, {
                date: formatInCalendar(date, other, locale),
              })}
            </span>
          )}
        </Hint>
      )}
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
    </Fieldset>
  );
}
