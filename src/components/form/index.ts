export { TextField } from './text-field';
export { SelectField, type SelectOption } from './select-field';
export { CheckboxField } from './checkbox-field';
export { FieldShell, FieldErrorText, Hint, describedBy } from './field-shell';
export { useFieldError } from './use-field-error';
export { focusFirstError } from './focus-first-error';
export { FormError } from './form-error';
