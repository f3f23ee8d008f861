import { defineMessages } from '@/i18n/define-messages';

export const contactMessages = defineMessages({
  intro: {
    id: 'forms.contact.intro',
    defaultMessage:
      'Report a problem, send a suggestion or file a complaint. We answer messages within 24 hours and complaints within 5 working days.',
    description: 'Introduction above the contact form',
  },
  reason: {
    id: 'forms.contact.reason',
    defaultMessage: 'Reason for your message',
    description: 'Label of the reason list',
  },
  reasonBug: {
    id: 'forms.contact.reasonBug',
    defaultMessage: 'Something does not work',
    description: 'Reason option: a bug',
  },
  reasonComplaint: {
    id: 'forms.contact.reasonComplaint',
    defaultMessage: 'Complaint',
    description: 'Reason option: a complaint',
  },
  reasonSuggestion: {
    id: 'forms.contact.reasonSuggestion',
    defaultMessage: 'Suggestion',
    description: 'Reason option: a suggestion',
  },
  reasonOther: {
    id: 'forms.contact.reasonOther',
    defaultMessage: 'Other',
    description: 'Reason option',
  },
  contactEmail: {
    id: 'forms.contact.contactEmail',
    defaultMessage: 'Email for our reply',
    description: 'Label of the contact email field',
  },
  details: {
    id: 'forms.contact.details',
    defaultMessage: 'Details',
    description: 'Label of the message text field',
  },
  detailsHint: {
    id: 'forms.contact.detailsHint',
    defaultMessage: 'Between {min, number} and {max, number} characters.',
    description: 'Hint of the message text with its length limits',
  },
  submit: {
    id: 'forms.contact.submit',
    defaultMessage: 'Send message',
    description: 'Submit button',
  },
  fraudTitle: {
    id: 'forms.contact.fraudTitle',
    defaultMessage: 'Please sign in to send your message',
    description: 'Heading of the notice shown when the message was refused for fraud risk',
  },
  fraudBody: {
    id: 'forms.contact.fraudBody',
    defaultMessage:
      'For your security, we could not accept this message without signing in. Your message is saved on this device: sign in and you will come back to this form with everything you typed.',
    description: 'Explains the fraud-risk refusal; the draft is kept for after sign-in',
  },
  fraudSignIn: {
    id: 'forms.contact.fraudSignIn',
    defaultMessage: 'Sign in and continue',
    description: 'Link to sign-in that comes back to the contact form',
  },
  successTitle: {
    id: 'forms.contact.successTitle',
    defaultMessage: 'Your message has been sent',
    description: 'Heading of the success screen',
  },
  successBody: {
    id: 'forms.contact.successBody',
    defaultMessage:
      'Thank you for writing to us. We will reply to {email} within 24 hours (complaints within 5 working days).',
    description: 'Text of the success screen; {email} is the address given',
  },
});
