import { useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ErrorMeta } from '@generated/model';
import { describedBy, FieldShell } from '@/components/form';
import { useErrorText } from '@/lib/error-messages';
import { otpMessages } from './messages';
import { parseOtp } from './otp-code';

const CodeInput = styled.input`
  font-size: 1.5rem;
  letter-spacing: 0.5em;
  text-align: center;
  font-variant-numeric: tabular-nums;
  max-width: 14rem;
`;

type Props = {
  length: number;
  /** The meta of the last failed check (`attempts_left` with `otp__invalid`). */
  errorMeta?: ErrorMeta;
  disabled?: boolean;
  /** Submits a code that arrives whole (paste, autofill); on by default. */
  autoSubmit?: boolean;
};

/**
 * The one code field: numeric keyboard, the browser's one-time-code autofill, Arabic-Indic digits and
 * a pasted code (spaces or text around it are dropped). A whole code arriving at once (paste,
 * autofill) is submitted (unless `autoSubmit` is off: an action that cannot be undone waits for its
 * button); typing digit by digit waits for the button.
 */
export function OtpField({ length, errorMeta, disabled, autoSubmit = true }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = useForm();
  const { input, meta } = useField<string>('otp', {
    parse: (value: string) => parseOtp(value, length),
    format: (value) => value ?? '',
  });
  const previous = useRef(input.value ?? '');
  // Only after a submit: leaving the empty field (to ask for a new code) is not a mistake.
  const code: unknown =
    (!meta.dirtySinceLastSubmit && ((meta.submitFailed && meta.error) || meta.submitError)) ||
    undefined;
  const error =
    code === 'action__limit_exceeded'
      ? intl.formatMessage(otpMessages.limitExceeded)
      : typeof code === 'string'
        ? errorText(code, code === 'otp__invalid' ? errorMeta : undefined)
        : undefined;
  const id = 'field-otp';
  const hint = intl.formatMessage(otpMessages.hint);

  return (
    <FieldShell
      id={id}
      label={intl.formatMessage(otpMessages.label)}
      hint={hint}
      error={error}
      required
    >
      <CodeInput
        {...input}
        onChange={(event) => {
          const next = parseOtp(event.target.value, length);
          const arrivedWhole = next.length === length && previous.current.length < length - 1;
          previous.current = next;
          input.onChange(next);
          if (arrivedWhole && autoSubmit) void form.submit();
        }}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        autoFocus
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}
