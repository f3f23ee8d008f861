import type { FieldMetaState } from 'react-final-form';
import { useErrorText } from '@/lib/error-messages';

/**
 * The localized error of a field: its own check once touched, or the server's code from the last
 * submit until the field changes. Errors are error codes (`email__invalid`), turned into text here.
 */
export function useFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const errorText = useErrorText();
  const code: unknown =
    (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  return typeof code === 'string' ? errorText(code) : undefined;
}
