import { FORM_ERROR, getIn, setIn } from 'final-form';
import type { ErrorMeta } from '@generated/model';
import { isApiError } from '@/lib/http/api-error';

/** What a form keeps under FORM_ERROR: the codes no field shows, or a network failure. */
export type FormErrorSummary = {
  codes: string[];
  network: boolean;
  status: number | null;
  meta?: ErrorMeta;
};

/** A field's error code with the data its message names (limits, amounts). */
export type CodedError = { code: string; meta: ErrorMeta };

export function isCodedError(value: unknown): value is CodedError {
  return (
    typeof value === 'object' && value !== null && typeof (value as CodedError).code === 'string'
  );
}

/** The answer's data, for a code that has figures of its own (`meta.by_code`). */
function metaOf(meta: ErrorMeta | undefined, code: string): ErrorMeta | undefined {
  return meta?.by_code?.[code] ? meta : undefined;
}

/** Field errors (values are error codes or coded errors, nested like the form values) plus FORM_ERROR. */
export type FormErrors = { [key: string]: unknown };

/** The field a code names by its server name (`residence_city`) → the form's field (`residence_city_id`). */
export type CodeAliases = Readonly<Record<string, string>>;

/** `email__invalid` → `email`; codes without a field (`bad_credentials`) → undefined. */
export function codeField(code: string): string | undefined {
  const at = code.indexOf('__');
  return at > 0 ? code.slice(0, at) : undefined;
}

/**
 * A failed submit as final-form submission errors: each `<field>__<problem>` code whose field (after
 * aliases) is in `fields` goes to that field (the first code wins); the rest go to FORM_ERROR.
 */
export function submitErrors(
  error: unknown,
  fields: readonly string[],
  aliases: CodeAliases = {},
): FormErrors {
  const apiError = isApiError(error) ? error : undefined;
  let errors: FormErrors = {};
  const rest: string[] = [];
  for (const code of apiError?.codes ?? []) {
    const named = codeField(code);
    const field = named === undefined ? undefined : (aliases[named] ?? named);
    if (field === undefined || !fields.includes(field)) rest.push(code);
    else if (getIn(errors, field) === undefined) {
      const meta = metaOf(apiError?.meta, code);
      errors = setIn(errors, field, meta ? { code, meta } : code) as FormErrors;
    }
  }
  if (rest.length > 0 || !apiError || apiError.codes.length === 0) {
    const summary: FormErrorSummary = {
      codes: rest,
      network: apiError?.isNetworkError ?? false,
      status: apiError?.status ?? null,
      meta: apiError?.meta,
    };
    errors[FORM_ERROR] = summary;
  }
  return errors;
}
