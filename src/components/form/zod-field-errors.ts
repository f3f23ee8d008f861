// Client validation with Zod, apart from ./submit-errors.ts so that a form's first screen loads
// without Zod (the financing wizard loads its checks once the page is shown).
import { getIn, setIn } from 'final-form';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import type { CodeAliases, FormErrors } from './submit-errors';

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function issueCode(
  issue: $ZodIssue,
  name: string,
  value: unknown,
  formToCode: CodeAliases,
): string {
  if (issue.code === 'custom' && typeof issue.params?.code === 'string') return issue.params.code;
  const last = name.split('.').findLast((segment) => !/^\d+$/.test(segment)) ?? name;
  const field = formToCode[name] ?? formToCode[last] ?? last;
  return `${field}__${isEmpty(value) ? 'required' : 'invalid'}`;
}

/**
 * Client validation in the server's words, for final-form's `validate`: each failing field gets
 * `<field>__required` (missing or empty) or `<field>__invalid`, nested by the issue's path
 * (`own_property.city_id`). A refinement may name its code: `params: { code: 'price__min_exceeds_max' }`.
 * Aliases are the same as for submitErrors (server name → form field), read backwards.
 */
export function zodFieldErrors(
  schema: $ZodType,
  values: unknown,
  aliases: CodeAliases = {},
): FormErrors {
  const result = safeParse(schema, values);
  if (result.success) return {};
  const formToCode = Object.fromEntries(
    Object.entries(aliases).map(([code, field]) => [field, code]),
  );
  const source = typeof values === 'object' && values !== null ? values : {};
  let errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.filter((key) => typeof key !== 'symbol').join('.');
    if (name === '' || getIn(errors, name) !== undefined) continue;
    errors = setIn(
      errors,
      name,
      issueCode(issue, name, getIn(source, name), formToCode),
    ) as FormErrors;
  }
  return errors;
}
