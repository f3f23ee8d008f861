import { defineMessages } from '@/i18n/define-messages';
import { formMessages } from '@/components/form/messages';
import { sharedMessages } from '@/i18n/shared-messages';

export const careersMessages = {
  ...defineMessages({
    intro: {
      id: 'careers.intro',
      defaultMessage:
        'We are building the easiest way to find, reserve and finance a home in Saudi Arabia. Join a team that works with banks, developers and brokers to make home ownership simpler for everyone.',
      description: 'Introduction at the top of the careers page',
    },
    openings: {
      id: 'careers.openings',
      defaultMessage: 'Open positions',
      description: 'Heading of the list of job openings',
    },
    noOpenings: {
      id: 'careers.noOpenings',
      defaultMessage: 'There are no open positions right now. Please check this page again soon.',
      description: 'Shown when no opening accepts applications',
    },
    department: {
      id: 'careers.department',
      defaultMessage: 'Department',
      description: 'Opening detail label',
    },
    type: {
      id: 'careers.type',
      defaultMessage: 'Type',
      description: 'Opening detail label: employment type',
    },
    posted: {
      id: 'careers.posted',
      defaultMessage: 'Posted',
      description: 'Opening detail label: publication date',
    },
    closes: {
      id: 'careers.closes',
      defaultMessage: 'Apply by',
      description: 'Opening detail label: the last day to apply',
    },
    untilFilled: {
      id: 'careers.untilFilled',
      defaultMessage: 'Open until filled',
      description: 'Opening detail value when there is no closing date',
    },
    full_time: {
      id: 'careers.type.fullTime',
      defaultMessage: 'Full time',
      description: 'Employment type',
    },
    part_time: {
      id: 'careers.type.partTime',
      defaultMessage: 'Part time',
      description: 'Employment type',
    },
    internship: {
      id: 'careers.type.internship',
      defaultMessage: 'Internship',
      description: 'Employment type',
    },
    contract: {
      id: 'careers.type.contract',
      defaultMessage: 'Contract',
      description: 'Employment type',
    },
    apply: {
      id: 'careers.apply',
      defaultMessage: 'Apply for this position',
      description: 'Button on an opening that chooses it in the application form',
    },
    applyLabel: {
      id: 'careers.applyLabel',
      defaultMessage: 'Apply for {title}',
      description: 'Accessible name of the apply button of one opening ({title})',
    },
    formTitle: {
      id: 'careers.formTitle',
      defaultMessage: 'Apply now',
      description: 'Heading of the application form',
    },
    opening: {
      id: 'careers.opening',
      defaultMessage: 'Position',
      description: 'Label of the opening list',
    },
    coverLetter: {
      id: 'careers.coverLetter',
      defaultMessage: 'Cover letter (optional)',
      description: 'Label of the optional cover letter',
    },
    coverLetterHint: {
      id: 'careers.coverLetterHint',
      defaultMessage: 'Tell us why you would like to join us. Up to {max, number} characters.',
      description: 'Hint of the cover letter with its length limit',
    },
    cv: { id: 'careers.cv', defaultMessage: 'CV', description: 'Label of the CV file field' },
    cvHint: {
      id: 'careers.cvHint',
      defaultMessage: 'A PDF or Word file (DOC or DOCX), up to {size}.',
      description: 'Hint of the CV field with the size limit ({size}, e.g. "5 MB")',
    },
    submit: {
      id: 'careers.submit',
      defaultMessage: 'Send application',
      description: 'Submit button',
    },
    successTitle: {
      id: 'careers.successTitle',
      defaultMessage: 'Your application has been sent',
      description: 'Heading of the success screen',
    },
    successBody: {
      id: 'careers.successBody',
      defaultMessage:
        'Thank you for applying for {title}. Our recruitment team reviews every application and will contact you by email if your profile matches.',
      description: 'Success text; {title} is the position',
    },
    another: {
      id: 'careers.another',
      defaultMessage: 'Apply for another position',
      description: 'Button on the success screen that shows the form again',
    },
  }),
  city: formMessages.city,
  reference: sharedMessages.reference,
};
