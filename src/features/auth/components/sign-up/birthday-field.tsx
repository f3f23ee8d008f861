import { useMemo, type FocusEvent } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { describedBy, FieldErrorText, Hint } from '@/components/form';
import { INTL_LOCALE } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { digitsOnly } from '@/lib/digits';
import { useErrorText } from '@/lib/error-messages';
import { birthdayMessages as m } from '../../messages/birthday';
import {
  birthdayDate,
  switchCalendar,
  type BirthdayCalendar,
  type BirthdayInput,
} from '../../validation/birthday';
import { formatInCalendar, monthNames } from '../../validation/calendar-names';
import { Calendars, DateParts, Fieldset } from './birthday-styles';

const ID = 'field-birthday';
const CALENDARS: BirthdayCalendar[] = ['hijri', 'gregorian'];

/**
 * The date of birth as on the customer's ID: day, month and year in the Hijri (Umm al-Qura) or the
 * Gregorian calendar. Switching the calendar converts a complete date; the other calendar's date is
 * shown under the fields. One value (`birthday`), one error for the group.
 */
export function BirthdayField() {
  const intl = useIntl();
  const locale = INTL_LOCALE[useLocale()];
  const errorText = useErrorText();
  const { input, meta } = useField<BirthdayInput>('birthday');
  const value: BirthdayInput = input.value || { calendar: 'hijri' };
  const code: unknown =
    (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  const error = typeof code === 'string' ? errorText(code) : undefined;
  const months = useMemo(() => monthNames(value.calendar, locale), [value.calendar, locale]);
  const date = birthdayDate(value);
  const other = value.calendar === 'hijri' ? 'gregorian' : 'hijri';
  const hint = intl.formatMessage(m.hint);
  const partProps = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ID, hint, error),
    required: true,
  };
  const change = (patch: Partial<BirthdayInput>) => input.onChange({ ...value, ...patch });
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) input.onBlur();
  };

  return (
    <Fieldset onBlur={onBlur} onFocus={() => input.onFocus()}>
      <legend data-required>{intl.formatMessage(m.legend)}</legend>
      <Calendars>
        <legend>{intl.formatMessage(m.calendar)}</legend>
        {CALENDARS.map((calendar) => (
          <label key={calendar}>
            <input
              type="radio"
              name="birthday-calendar"
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
          <label htmlFor={`${ID}-day`}>{intl.formatMessage(m.day)}</label>
          <input
            id={`${ID}-day`}
            {...partProps}
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            dir="ltr"
            value={value.day ?? ''}
            onChange={(event) => change({ day: digitsOnly(event.target.value) })}
          />
        </div>
        <div>
          <label htmlFor={`${ID}-month`}>{intl.formatMessage(m.month)}</label>
          <select
            id={`${ID}-month`}
            {...partProps}
            value={value.month ?? ''}
            onChange={(event) => change({ month: event.target.value })}
          >
            <option value="">{intl.formatMessage(m.chooseMonth)}</option>
            {months.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ID}-year`}>{intl.formatMessage(m.year)}</label>
          <input
            id={`${ID}-year`}
            {...partProps}
            inputMode="numeric"
            autoComplete={value.calendar === 'gregorian' ? 'bday-year' : 'off'}
            maxLength={4}
            dir="ltr"
            value={value.year ?? ''}
            onChange={(event) => change({ year: digitsOnly(event.target.value) })}
          />
        </div>
      </DateParts>
      <Hint id={`${ID}-hint`}>
        <span>{hint}</span>
        {date && (
          <span data-testid="birthday-other-calendar">
            {intl.formatMessage(m.inOtherCalendar, { date: formatInCalendar(date, other, locale) })}
          </span>
        )}
      </Hint>
      {error && <FieldErrorText id={`${ID}-error`}>{error}</FieldErrorText>}
    </Fieldset>
  );
}
