import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ErrorCode, ErrorMeta } from '@generated/model';
import { isApiError } from '../http/api-error';
import { errorCodeId } from './code-ids';
import { errorDetailMessages } from './detail-messages';
import { errorMessages, httpStatusMessage } from './messages';

/** What a form keeps under FORM_ERROR (see src/components/form/submit-errors.ts), or any other error with codes. */
export type ErrorSummary = {
  codes: readonly string[];
  network?: boolean;
  status?: number | null;
  meta?: ErrorMeta;
};

/** The values of a code's message: the answer's meta, and the code's own figures (`by_code`). */
function metaValues(meta: ErrorMeta | undefined, code: string): Record<string, number | undefined> {
  return {
    minutes: meta?.retry_after_minutes,
    attempts: meta?.attempts_left,
    min: meta?.min,
    max: meta?.max,
    ...meta?.by_code?.[code],
  };
}

/** The localized text of one error code; meta fills the precise variant when it has the values. */
export function errorText(intl: IntlShape, code: string, meta?: ErrorMeta): string {
  // A code of the contract is one with a message (code-messages.test.ts checks both ways).
  const id = errorCodeId(code);
  if (!Object.hasOwn(intl.messages, id)) {
    if (code.endsWith('__required')) return intl.formatMessage(errorMessages.fieldRequired);
    if (code.endsWith('__invalid')) return intl.formatMessage(errorMessages.fieldInvalid);
    return intl.formatMessage(errorMessages.unknown);
  }
  const detail = Object.hasOwn(errorDetailMessages, code)
    ? errorDetailMessages[code as ErrorCode]
    : undefined;
  const values = metaValues(meta, code);
  if (detail && detail.needs.every((key) => typeof values[key] === 'number')) {
    return intl.formatMessage(detail.message, values);
  }
  return intl.formatMessage({ id });
}

function isErrorSummary(value: unknown): value is ErrorSummary {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as ErrorSummary).codes)
  );
}

/** Every distinct text of an error: a failed call, a form's FORM_ERROR summary, a code, or anything thrown. */
export function errorTexts(intl: IntlShape, error: unknown): string[] {
  if (typeof error === 'string') return [errorText(intl, error)];
  const summary: ErrorSummary | undefined = isApiError(error)
    ? { codes: error.codes, network: error.isNetworkError, status: error.status, meta: error.meta }
    : isErrorSummary(error)
      ? error
      : undefined;
  if (!summary) return [intl.formatMessage(errorMessages.unknown)];
  if (summary.codes.length > 0) {
    return [...new Set(summary.codes.map((code) => errorText(intl, code, summary.meta)))];
  }
  if (summary.network) return [intl.formatMessage(errorMessages.network)];
  const byStatus = summary.status ? httpStatusMessage(summary.status) : undefined;
  return [intl.formatMessage(byStatus ?? errorMessages.unknown)];
}

/** `(code, meta?) => text` in the current language. */
export function useErrorText(): (code: string, meta?: ErrorMeta) => string {
  const intl = useIntl();
  return useCallback((code, meta) => errorText(intl, code, meta), [intl]);
}

/** `(error) => text` in the current language: the first code's text, Network Error, or the generic message. */
export function useApiErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error) => errorTexts(intl, error)[0] ?? '', [intl]);
}

/** `(error) => texts`: one per distinct code, for a form summary that lists every problem. */
export function useApiErrorTexts(): (error: unknown) => string[] {
  const intl = useIntl();
  return useCallback((error) => errorTexts(intl, error), [intl]);
}
