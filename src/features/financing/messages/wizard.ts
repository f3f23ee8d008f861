import { defineMessages } from '@/i18n/define-messages';
import { financeMessages, sharedMessages } from '@/i18n/shared-messages';
import { commonMessages } from '@/components/messages';
import { offerMessages } from '@/features/financing/messages/pages';

export const stepMessages = defineMessages({
  employment: {
    id: 'financing.step.employment',
    defaultMessage: 'Employment details',
    description: 'Wizard step title',
  },
  financial: {
    id: 'financing.step.financial',
    defaultMessage: 'Financial information',
    description: 'Wizard step title',
  },
  loans: {
    id: 'financing.step.loans',
    defaultMessage: 'Active loans',
    description: 'Wizard step title',
  },
  additional: {
    id: 'financing.step.additional',
    defaultMessage: 'Additional details',
    description: 'Wizard step title',
  },
  property: {
    id: 'financing.step.property',
    defaultMessage: 'Reserved real estate or own property',
    description: 'Wizard step title',
  },
  financing: {
    id: 'financing.step.financing',
    defaultMessage: 'Financing request',
    description: 'Wizard step title',
  },
  documents: {
    id: 'financing.step.documents',
    defaultMessage: 'Documents for the bank',
    description: 'Wizard step title: upload the papers the bank needs',
  },
});

export const wizardMessages = {
  ...defineMessages({
    lead: {
      id: 'financing.wizard.lead',
      defaultMessage:
        'Six short forms, then the documents the bank needs. Each step is saved when you continue, so you can stop and come back to any step later. Your request goes out for bank offers only once you review it and send it.',
      description: 'Introduction above the wizard: what the steps are and that each is saved',
    },
    stepsLabel: {
      id: 'financing.wizard.stepsLabel',
      defaultMessage: 'Steps of the request',
      description: 'Accessible name of the step list',
    },
    stepNumber: {
      id: 'financing.wizard.stepNumber',
      defaultMessage: '{number}. {title}',
      description: 'A step in the step list: its number and title',
    },
    stepOf: {
      id: 'financing.wizard.stepOf',
      defaultMessage: 'Step {current} of {total}',
      description: 'Progress text above the step title',
    },
    stepComplete: {
      id: 'financing.wizard.stepComplete',
      defaultMessage: 'complete',
      description: 'Screen-reader state of a step with every field given',
    },
    stepIncomplete: {
      id: 'financing.wizard.stepIncomplete',
      defaultMessage: 'information missing',
      description: 'Screen-reader state of a step with missing fields',
    },
    next: {
      id: 'financing.wizard.next',
      defaultMessage: 'Save and continue',
      description: 'Button: save the step and go to the next',
    },
    finish: {
      id: 'financing.wizard.finish',
      defaultMessage: 'Review the request',
      description: 'Link on the documents step, the last of the wizard: go to the request summary',
    },
    back: {
      id: 'financing.wizard.back',
      defaultMessage: 'Back',
      description: 'Button: previous step (values kept)',
    },
    missingTitle: {
      id: 'financing.wizard.missingTitle',
      defaultMessage: 'Still needed in this step:',
      description: 'Heading of the missing fields of the step',
    },
    missingNone: {
      id: 'financing.wizard.missingNone',
      defaultMessage: 'Every detail of this step is filled in.',
      description: 'Shown when the step has no missing field (updated as the customer types)',
    },
    fromProfile: {
      id: 'financing.wizard.fromProfile',
      defaultMessage:
        'Filled in from your profile: {fields}. Check them and change them here if needed.',
      description:
        'Under the additional step title: the fields pre-filled from the profile ({fields}, a list of labels)',
    },
    locked: {
      id: 'financing.wizard.locked',
      defaultMessage: 'This request can no longer be edited.',
      description: 'Shown when the request status does not allow editing',
    },
    prefillTitle: {
      id: 'financing.prefill.title',
      defaultMessage: 'Fill in from the credit bureau (SIMAH)',
      description: 'Heading of the pre-fill panel',
    },
    prefillIntro: {
      id: 'financing.prefill.intro',
      defaultMessage:
        'Save time: we fetch your salary and obligations from SIMAH with your consent. You can correct the values afterwards.',
      description: 'Pre-fill panel text',
    },
    prefillStart: {
      id: 'financing.prefill.start',
      defaultMessage: 'Fetch my data',
      description: 'Button that starts the pre-fill',
    },
    prefillWaiting: {
      id: 'financing.prefill.waiting',
      defaultMessage: 'Your data is being extracted…',
      description: 'Waiting screen while the credit bureau answers',
    },
    prefillDone: {
      id: 'financing.prefill.done',
      defaultMessage: 'Your data was filled in from SIMAH on {date}. Please check it.',
      description: 'After a completed pre-fill',
    },
    prefillFailed: {
      id: 'financing.prefill.failed',
      defaultMessage: 'We could not fetch your data. You can enter it yourself.',
      description: 'After a failed pre-fill',
    },
    summaryTitle: {
      id: 'financing.summary.title',
      defaultMessage: 'Your loan at a glance',
      description: 'Heading of the loan-amount summary (main offer info)',
    },
    summaryPrice: {
      id: 'financing.summary.price',
      defaultMessage: 'Property price',
      description: 'Summary row',
    },
    summaryPercent: {
      id: 'financing.summary.percent',
      defaultMessage: 'Financed share',
      description: 'Summary row',
    },
    summaryInstallment: {
      id: 'financing.summary.installment',
      defaultMessage: 'Estimated monthly installment',
      description: 'Summary row',
    },
    summaryRateNote: {
      id: 'financing.summary.rateNote',
      defaultMessage:
        'Estimate at an indicative profit rate of {rate}% a year. Banks set the final terms in their offers.',
      description: 'Note under the loan summary',
    },
    summaryNoPrice: {
      id: 'financing.summary.noPrice',
      defaultMessage: 'Choose the property first (previous step) to see the loan amount.',
      description: 'Shown when the request has no price yet',
    },
    reservationsEmpty: {
      id: 'financing.property.reservationsEmpty',
      defaultMessage:
        'You have no confirmed reservation yet. Browse the properties and reserve a unit, or finance a property outside the platform.',
      description: 'Shown when the customer has no reservation to finance',
    },
    reservationOption: {
      id: 'financing.property.reservationOption',
      defaultMessage: '{title} — {project}, unit {number}, {price} (reservation {reservation})',
      description: 'One reservation to choose; {reservation} is its number (RSV-2026-000385)',
    },
    ownPropertyTitle: {
      id: 'financing.property.ownTitle',
      defaultMessage: 'About your property',
      description: 'Heading of the own-property fields',
    },
  }),
  backToRequest: offerMessages.backToRequest,
  prefillWaitingHint: sharedMessages.waitFewSeconds,
  prefillRetry: commonMessages.retry,
  summaryLoan: financeMessages.loanAmount,
  browseProperties: commonMessages.browseProperties,
};
