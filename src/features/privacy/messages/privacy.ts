import { defineMessages } from '@/i18n/define-messages';
import { sharedMessages } from '@/i18n/shared-messages';

export const privacyMessages = {
  cancel: sharedMessages.cancel,
  ...defineMessages({
    copyHeading: {
      id: 'privacy.copy.heading',
      defaultMessage: 'A copy of your data',
      description: 'Heading of the section that downloads the personal data',
    },
    copyIntro: {
      id: 'privacy.copy.intro',
      defaultMessage:
        'Download everything we hold about you: your profile, addresses, consents, reservations, payments, financing requests, notifications, saved homes and searches, your saved budget and the homes you viewed lately. The JSON file can be read by other services and programs; the PDF is for reading.',
      description: 'Explains the copy of the personal data',
    },
    downloadJson: {
      id: 'privacy.copy.json',
      defaultMessage: 'Download (JSON)',
      description: 'Downloads the copy of the personal data as a JSON file',
    },
    copyReady: {
      id: 'privacy.copy.ready',
      defaultMessage: 'Your file {name} has been downloaded.',
      description: 'Status after the copy of the data was downloaded',
    },
    budgetAnswers: {
      id: 'privacy.copy.budgetAnswers',
      defaultMessage:
        'Monthly income {income}, obligations {obligations} a month, age {age}; saved on {saved}, valid until {until}',
      description: 'PDF copy of the data: the answers of the saved budget check',
    },
    budgetResult: {
      id: 'privacy.copy.budgetResult',
      defaultMessage:
        'Highest price {price}, down payment {downPayment}, {min} to {max} a month over {years} years',
      description: 'PDF copy of the data: what the lending rules allow with the saved budget',
    },
    budgetNotFinanceable: {
      id: 'privacy.copy.budgetNotFinanceable',
      defaultMessage: 'No home loan is possible with these answers',
      description: 'PDF copy of the data: the saved budget allows no loan',
    },
    notificationsHeading: {
      id: 'privacy.copy.notifications',
      defaultMessage: 'Your notifications',
      description: 'Heading of the notifications in the PDF copy of the data',
    },
    downloadPdf: {
      id: 'privacy.copy.pdf',
      defaultMessage: 'Download (PDF)',
      description: 'Downloads the copy of the personal data as a PDF document',
    },
    consentsHeading: {
      id: 'privacy.consents.heading',
      defaultMessage: 'Your consents',
      description: 'Heading of the list of consents',
    },
    consentsEmpty: {
      id: 'privacy.consents.empty',
      defaultMessage: 'You have not given any consent yet.',
      description: 'The list of consents is empty',
    },
    terms: {
      id: 'privacy.consents.kind.terms',
      defaultMessage: 'Terms of use and privacy policy',
      description: 'Consent kind: the terms accepted at sign-up',
    },
    simah: {
      id: 'privacy.consents.kind.simah',
      defaultMessage: 'Fetching your financial data from the credit bureau (SIMAH)',
      description: 'Consent kind: the credit bureau may be asked for the financial data',
    },
    marketing: {
      id: 'privacy.consents.kind.marketing',
      defaultMessage: 'Offers and news by notification and email',
      description: 'Consent kind: marketing messages',
    },
    analytics: {
      id: 'privacy.consents.kind.analytics',
      defaultMessage: 'Measuring how fast the pages you visit load (anonymous)',
      description: 'Consent kind: anonymous field data on the speed of the pages (Core Web Vitals)',
    },
    givenOn: {
      id: 'privacy.consents.givenOn',
      defaultMessage: 'Given on {date}, text version {version}',
      description: 'When a consent was given and the version of the text',
    },
    withdrawnOn: {
      id: 'privacy.consents.withdrawnOn',
      defaultMessage: 'Withdrawn on {date}',
      description: 'When a consent was withdrawn',
    },
    termsNote: {
      id: 'privacy.consents.termsNote',
      defaultMessage: 'Needed while you have an account; deleting the account ends it.',
      description: 'Why the consent to the terms cannot be withdrawn',
    },
    withdraw: {
      id: 'privacy.consents.withdraw',
      defaultMessage: 'Withdraw',
      description: 'Button that withdraws a consent',
    },
    withdrawNamed: {
      id: 'privacy.consents.withdrawNamed',
      defaultMessage: 'Withdraw my consent: {kind}',
      description: 'Accessible name of the button that withdraws one consent',
    },
    withdrawn: {
      id: 'privacy.consents.withdrawn',
      defaultMessage: 'Your consent was withdrawn: {kind}.',
      description: 'Status after a consent was withdrawn',
    },
    giveAgain: {
      id: 'privacy.consents.giveAgain',
      defaultMessage: 'Give my consent again',
      description: 'Button that gives a withdrawn consent again',
    },
    giveAgainNamed: {
      id: 'privacy.consents.giveAgainNamed',
      defaultMessage: 'Give my consent again: {kind}',
      description: 'Accessible name of the button that gives one withdrawn consent again',
    },
    givenAgain: {
      id: 'privacy.consents.givenAgain',
      defaultMessage: 'Your consent was given again: {kind}.',
      description: 'Status after a withdrawn consent was given again',
    },
    deleteHeading: {
      id: 'privacy.delete.heading',
      defaultMessage: 'Delete your account',
      description: 'Heading of the account deletion section',
    },
    deleteErased: {
      id: 'privacy.delete.erased',
      defaultMessage:
        'We erase your profile, addresses, consents, notifications, saved homes and searches, and your financing requests with every document you uploaded to them (banks and financing companies can no longer download them), and you are signed out on every device. Signing in again with your ID starts a new account.',
      description: 'What deleting the account erases',
    },
    deleteLeads: {
      id: 'privacy.delete.leads',
      defaultMessage:
        'If you tapped an advertiser’s call or WhatsApp button, the advertiser’s report keeps that a visitor tapped, without your name or ID.',
      description:
        'What happens to the leads (taps on an advertiser’s contact buttons) after deletion',
    },
    deleteKeptHeading: {
      id: 'privacy.delete.keptHeading',
      defaultMessage: 'What we keep',
      description: 'Introduces the records kept after the account is deleted',
    },
    deleteKept: {
      id: 'privacy.delete.kept',
      defaultMessage:
        '{kind, select, payments {Payment records} invoices {Tax invoices} other {Records}} are kept for {years, plural, one {# year} two {# years} few {# years} many {# years} other {# years}}, as the law requires, without your name.',
      description: 'A kind of record kept after the account is deleted, and for how long',
    },
    deleteBlocked: {
      id: 'privacy.delete.blocked',
      defaultMessage: 'You cannot delete your account yet. First end:',
      description: 'Introduces the reservations and financing requests that block the deletion',
    },
    blockerReservation: {
      id: 'privacy.delete.blockerReservation',
      defaultMessage: 'Reservation {number} ({status})',
      description: 'A reservation that blocks the deletion (a link)',
    },
    blockerFinancing: {
      id: 'privacy.delete.blockerFinancing',
      defaultMessage: 'Financing request {number} ({status})',
      description: 'A financing request that blocks the deletion (a link)',
    },
    deleteStart: {
      id: 'privacy.delete.start',
      defaultMessage: 'Delete my account',
      description: 'Button that starts deleting the account (a code is sent)',
    },
    deleteCodeHeading: {
      id: 'privacy.delete.codeHeading',
      defaultMessage: 'Enter the code to delete your account',
      description: 'Heading of the code step of the account deletion',
    },
    deleteConfirm: {
      id: 'privacy.delete.confirm',
      defaultMessage: 'Delete my account for good',
      description: 'Submit button of the code that deletes the account',
    },
  }),
};
