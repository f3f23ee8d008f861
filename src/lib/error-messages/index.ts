export { errorDetailMessages } from './detail-messages';
export { errorMessages, httpStatusMessage, httpStatusMessages } from './messages';
export {
  errorText,
  errorTexts,
  useApiErrorText,
  useApiErrorTexts,
  useErrorText,
  type ErrorSummary,
} from './error-text';
