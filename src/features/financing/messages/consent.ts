import { defineMessages } from '@/i18n/define-messages';

export const consentMessages = defineMessages({
  title: {
    id: 'financing.consent.title',
    defaultMessage: 'Your consent to ask SIMAH',
    description: 'Heading of the SIMAH consent before the credit-bureau pre-fill',
  },
  what: {
    id: 'financing.consent.what',
    defaultMessage:
      'What we ask for: your salary, your monthly obligations, your active loans and your employer, as the Saudi Credit Bureau (SIMAH) holds them.',
    description: 'SIMAH consent: what is fetched',
  },
  why: {
    id: 'financing.consent.why',
    defaultMessage:
      'What for: to fill in this financing request only, and to send it to the banks you ask for offers. Nothing else is fetched, and nothing is sold.',
    description: 'SIMAH consent: for what purpose',
  },
  keep: {
    id: 'financing.consent.keep',
    defaultMessage:
      'How long: the data stays with this request while it is open, then for the period SAMA requires banks to keep financing records. Your consent is kept with the request as proof.',
    description: 'SIMAH consent: how long the data and the consent are kept',
  },
  agree: {
    id: 'financing.consent.agree',
    defaultMessage: 'I agree that Baitak asks SIMAH for this data for this request.',
    description: 'Checkbox of the SIMAH consent',
  },
  manual: {
    id: 'financing.consent.manual',
    defaultMessage: 'You may also skip this and type the values yourself below.',
    description: 'SIMAH consent: the pre-fill is optional',
  },
  given: {
    id: 'financing.consent.given',
    defaultMessage: 'Given on {date} (text version {version})',
    description: 'In the request summary: when the SIMAH consent was given, and to which text',
  },
  summaryLabel: {
    id: 'financing.consent.summaryLabel',
    defaultMessage: 'Consent to ask SIMAH',
    description: 'Label of the SIMAH consent in the request summary',
  },
});
