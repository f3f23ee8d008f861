import { defineMessages } from '@/i18n/define-messages';

export const contentMessages = defineMessages({
  contents: {
    id: 'content.legal.contents',
    defaultMessage: 'Contents',
    description: 'Heading of the table of contents of a legal text',
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
