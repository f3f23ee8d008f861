import { defineMessages } from '@/i18n/define-messages';

/** The codes of the telemetry reports: the web app never shows them (a beacon's answer is not read). */
export const telemetryCodeMessages = defineMessages({
  release__required: {
    id: 'errors.code.release__required',
    defaultMessage: 'The report does not say which version of the app sent it.',
    description:
      'Error code release__required: a report (field data or errors) without the app release',
  },
  release__invalid: {
    id: 'errors.code.release__invalid',
    defaultMessage: 'The app version in the report is not valid.',
    description: 'Error code release__invalid: the release of a report is not a build id',
  },
  route__required: {
    id: 'errors.code.route__required',
    defaultMessage: 'The report does not say which page it is about.',
    description: 'Error code route__required: a report without the route of its page',
  },
  route__invalid: {
    id: 'errors.code.route__invalid',
    defaultMessage: "The report's page must be a route pattern, never an address.",
    description:
      'Error code route__invalid: the route of a report is an address (ids, a query) instead of a route pattern',
  },
  language__required: {
    id: 'errors.code.language__required',
    defaultMessage: "The report does not say the page's language.",
    description: 'Error code language__required: a report without the page language',
  },
  connection__required: {
    id: 'errors.code.connection__required',
    defaultMessage: 'The report does not say the connection type.',
    description: 'Error code connection__required: field data without the connection type',
  },
  connection__invalid: {
    id: 'errors.code.connection__invalid',
    defaultMessage: 'The connection type in the report is not known.',
    description: 'Error code connection__invalid: field data with an unknown connection type',
  },
  device__required: {
    id: 'errors.code.device__required',
    defaultMessage: 'The report does not say the device class.',
    description: 'Error code device__required: field data without the device class',
  },
  device__invalid: {
    id: 'errors.code.device__invalid',
    defaultMessage: 'The device class in the report is not known.',
    description: 'Error code device__invalid: field data with an unknown device class',
  },
  metrics__required: {
    id: 'errors.code.metrics__required',
    defaultMessage: 'The report has no measurements.',
    description: 'Error code metrics__required: field data without metrics',
  },
  metrics__invalid: {
    id: 'errors.code.metrics__invalid',
    defaultMessage: 'A measurement in the report is not valid.',
    description: 'Error code metrics__invalid: field data with a metric that is not valid',
  },
  browser__required: {
    id: 'errors.code.browser__required',
    defaultMessage: 'The report does not say the browser.',
    description: 'Error code browser__required: error reports without the browser',
  },
  browser__invalid: {
    id: 'errors.code.browser__invalid',
    defaultMessage: 'The browser must be given by its name and major version only.',
    description:
      'Error code browser__invalid: error reports whose browser is more than a name and a major version (a user agent)',
  },
  reports__required: {
    id: 'errors.code.reports__required',
    defaultMessage: 'The report has no errors in it.',
    description: 'Error code reports__required: error reports without any error',
  },
  reports__invalid: {
    id: 'errors.code.reports__invalid',
    defaultMessage: 'An error in the report is not valid.',
    description: 'Error code reports__invalid: error reports with an error that is not valid',
  },
});
