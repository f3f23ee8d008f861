export { ApiForm } from './api-form';
export { useHasKeptForm } from './use-kept-form';
export { TextField, DigitsField } from './text-field';
export { SelectField, type SelectOption } from './select-field';
export { ChoiceField, type ChoiceOption } from './choice-field';
export { CheckboxField } from './checkbox-field';
export { DateField } from './date-field';
export { FileField, UploadProgressBar, fileSize, type UploadProgress } from './file-field';
export {
  EmailField,
  FullNameField,
  NationalIdField,
  PersonalFields,
  PhoneField,
} from './person-fields';
export { ControlledCheckbox, ControlledSelect, ControlledTextField } from './controlled-fields';
export {
  controlStyles,
  describedBy,
  FieldErrorText,
  FieldNotes,
  fieldId,
  FieldShell,
  Hint,
  RequiredMark,
} from './field-shell';
export { useFieldError } from './use-field-error';
export { focusFirstError } from './focus-first-error';
export { FormError } from './form-error';
export { RetryCountdown } from './retry-countdown';
export { ProfilePrefill } from './profile-prefill';
export { SimahFields, useSimahLists } from './simah-fields';
export { formMessages } from './messages';
export { submitErrors, type CodeAliases, type FormErrors } from './submit-errors';
