import type { FieldMetaState } from 'react-final-form';
import { useErrorText } from '@/lib/error-messages';
import { isCodedError } from './submit-errors';

/**
 * The localized error of a field: its own check once touched, or the server's code from the last
 * submit until the field changes. Errors are error codes (`email__invalid`), or a code with its data
 * (`{ code, meta }`: the amounts a rule names), turned into text here.
 */
export function useFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const errorText = useErrorText();
  const code: unknown =
    (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  if (isCodedError(code)) return errorText(code.code, code.meta);
  return typeof code === 'string' ? errorText(code) : undefined;
}
