import type { FieldMetaState } from 'react-final-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText } from '@/lib/error-messages';
import { isCodedError } from './submit-errors';

/** A field's own words for some codes (a sign-in login takes a phone or an ID: not "enter your phone"). */
export type FieldErrorMessages = Readonly<Record<string, MessageDescriptor>>;

/**
 * The localized error of a field: its own check once touched, or the server's code from the last
 * submit until the field changes. Errors are error codes (`email__invalid`), or a code with its data
 * (`{ code, meta }`: the amounts a rule names), turned into text here.
 */
export function useFieldError(
  meta: FieldMetaState<unknown>,
  own: FieldErrorMessages = {},
): string | undefined {
  const intl = useIntl();
  const errorText = useErrorText();
  const code: unknown =
    (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  if (typeof code === 'string' && Object.hasOwn(own, code)) return intl.formatMessage(own[code]!);
  if (isCodedError(code)) return errorText(code.code, code.meta);
  return typeof code === 'string' ? errorText(code) : undefined;
}
