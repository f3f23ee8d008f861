import { defineMessages } from '@/i18n/define-messages';

export const contentMessages = defineMessages({
  contents: {
    id: 'content.legal.contents',
    defaultMessage: 'Contents',
    description: 'Heading of the table of contents of a legal text',
  },
  articleNumber: {
    id: 'content.legal.articleNumber',
    defaultMessage: '{number}. {title}',
    description: 'An article title with its number',
  },
  privacyLead: {
    id: 'content.privacy.lead',
    defaultMessage:
      'Your privacy matters to us. This policy describes how Baitak collects, uses, shares and protects your personal data.',
    description: 'Lead paragraph of the privacy policy page',
  },
  termsLead: {
    id: 'content.terms.lead',
    defaultMessage:
      'Please read these terms carefully before using the platform. They set out your rights and obligations as a beneficiary.',
    description: 'Lead paragraph of the terms and conditions page',
  },
  supportTitle: {
    id: 'content.support.title',
    defaultMessage: 'Customer care',
    description: 'Heading of the support hours and contacts box',
  },
  supportHours: {
    id: 'content.support.hours',
    defaultMessage: 'Monday to Friday, 9:00 a.m. to 3:00 p.m.',
    description: 'Customer care working hours (spec: Monday to Friday 09:00-15:00)',
  },
  supportPhone: {
    id: 'content.support.phone',
    defaultMessage: 'Phone, 8:00 a.m. to 5:00 p.m.: {phone}',
    description: 'The phone line with its hours; {phone} is the number (a link)',
  },
  supportEmail: {
    id: 'content.support.email',
    defaultMessage: 'Email: {email}',
    description: 'The support email address (a link)',
  },
  supportReply: {
    id: 'content.support.reply',
    defaultMessage: 'We answer messages within 24 hours and complaints within 5 working days.',
    description: 'How fast messages and complaints are answered',
  },
});
