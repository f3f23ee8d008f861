import { defineMessages } from '@/i18n/define-messages';
import { pageTitles } from '@/config/page-titles';
import { sharedMessages } from '@/i18n/shared-messages';
import { offerMessages as offerRecordMessages } from '@/entities/offer/messages';

export const listMessages = defineMessages({
  intro: {
    id: 'financing.list.intro',
    defaultMessage:
      'Pick and reserve a partner property before you request financing, or request financing for a property outside the platform. The service is free.',
    description: 'Prompt above the list of financing requests',
  },
  newRequest: {
    id: 'financing.list.newRequest',
    defaultMessage: 'New financing request',
    description: 'Button that opens the create form',
  },
  heading: {
    id: 'financing.list.heading',
    defaultMessage: 'Your requests',
    description: 'Heading of the list',
  },
  createTitle: {
    id: 'financing.create.title',
    defaultMessage: 'Add your request',
    description: 'Heading of the create form',
  },
  createSubmit: {
    id: 'financing.create.submit',
    defaultMessage: 'Start the request',
    description: 'Button that creates the request',
  },
});

export const detailMessages = {
  ...defineMessages({
    heading: {
      id: 'financing.detail.heading',
      defaultMessage: 'Financing request {number}',
      description: 'Heading of the request page',
    },
    summary: {
      id: 'financing.detail.summary',
      defaultMessage: 'Summary',
      description: 'Heading of the request summary',
    },
    reservationLabel: {
      id: 'financing.detail.reservationLabel',
      defaultMessage: 'Reserved unit (reservation {number})',
      description: 'The property is a reservation; {number} is its number (RSV-2026-000385)',
    },
    ownLabel: {
      id: 'financing.detail.ownLabel',
      defaultMessage: 'Property outside the platform',
      description: 'The property is the customer own',
    },
    chosenOffer: {
      id: 'financing.detail.chosenOffer',
      defaultMessage: 'Your chosen offer: {bank}',
      description: 'Heading of the chosen offer with its charts; bank is its name',
    },
    missingTitle: {
      id: 'financing.detail.missingTitle',
      defaultMessage: 'To complete your request, add:',
      description: 'Heading of the missing fields list',
    },
    waitingOffers: {
      id: 'financing.detail.waitingOffers',
      defaultMessage: 'Our agent is preparing bank offers for you. This page updates by itself.',
      description: 'Shown after submit while offers are prepared',
    },
    offersReady: {
      id: 'financing.detail.offersReady',
      defaultMessage: 'Your offers are ready. Compare them and choose one.',
      description: 'Shown when offers are prepared',
    },
    inReview: {
      id: 'financing.detail.inReview',
      defaultMessage: 'The bank is reviewing your application. This page updates by itself.',
      description: 'Shown while submitted or processing',
    },
    approved: {
      id: 'financing.detail.approved',
      defaultMessage:
        'Congratulations! The bank approved your financing. It will contact you to sign the contract.',
      description: 'Shown when approved',
    },
    rejected: {
      id: 'financing.detail.rejected',
      defaultMessage: 'The bank did not approve this application. You can start a new request.',
      description: 'Shown when rejected',
    },
    edit: {
      id: 'financing.detail.edit',
      defaultMessage: 'Complete or edit the request',
      description: 'Link to the wizard',
    },
    submit: {
      id: 'financing.detail.submit',
      defaultMessage: 'Send for bank offers',
      description: 'Button: submit the request',
    },
    documentsNeeded: {
      id: 'financing.detail.documentsNeeded',
      defaultMessage:
        'The banks need these documents before the request can be sent. Upload them in the documents list below:',
      description:
        'Shown on submit while required documents are missing or rejected, above their list',
    },
    cancel: {
      id: 'financing.detail.cancel',
      defaultMessage: 'Cancel the request',
      description: 'Button: cancel the request',
    },
    seeOffers: {
      id: 'financing.detail.seeOffers',
      defaultMessage: 'See the offers',
      description: 'Link to the offers',
    },
    cancelTitle: {
      id: 'financing.detail.cancelTitle',
      defaultMessage: 'Cancel this request?',
      description: 'Confirm dialog title',
    },
    cancelBody: {
      id: 'financing.detail.cancelBody',
      defaultMessage:
        'You cannot undo this. Offers prepared for this request will no longer be available.',
      description: 'Confirm dialog text',
    },
    cancelConfirm: {
      id: 'financing.detail.cancelConfirm',
      defaultMessage: 'Yes, cancel it',
      description: 'Confirm dialog button',
    },
    keep: {
      id: 'financing.detail.keep',
      defaultMessage: 'Keep the request',
      description: 'Confirm dialog button that closes it',
    },
    canceled: {
      id: 'financing.detail.canceled',
      defaultMessage: 'The request was cancelled.',
      description: 'Announced after cancelling',
    },
    submitted: {
      id: 'financing.detail.submittedNotice',
      defaultMessage: 'Your request was sent. We will tell you when the offers are ready.',
      description: 'Announced after submit',
    },
  }),
  status: sharedMessages.status,
  property: pageTitles.property,
  agent: offerRecordMessages.agent,
};

export const offerMessages = {
  ...defineMessages({
    intro: {
      id: 'financing.offers.intro',
      defaultMessage:
        'Offers prepared for request {number}. Amounts in SAR over the whole term unless noted.',
      description: 'Text above the offers',
    },
    sortHint: {
      id: 'financing.offers.sortHint',
      defaultMessage:
        'Sort the offers by the monthly installment, the APR or the total amount payable: with the column headings, or on a phone with "Sort by".',
      description:
        'Text above the offers (a table with sortable headings; on a phone, cards with a "Sort by" list)',
    },
    empty: {
      id: 'financing.offers.empty',
      defaultMessage: 'There are no offers for this request yet.',
      description: 'Empty offers',
    },
    preparing: {
      id: 'financing.offers.preparing',
      defaultMessage: 'Our agent is preparing your offers. This page updates by itself.',
      description: 'While offers are prepared',
    },
    chooseTitle: {
      id: 'financing.offers.chooseTitle',
      defaultMessage: 'Choose the offer of {bank}?',
      description: 'Confirm dialog title',
    },
    chooseBody: {
      id: 'financing.offers.chooseBody',
      defaultMessage:
        'Your application goes to {bank}: a monthly installment of {installment}, {total} payable in total. What happens next: the bank reviews your application and documents, usually within a few working days, and we notify you at each step on the request page. You cannot choose another offer afterwards.',
      description: 'Confirm dialog text',
    },
    chooseConfirm: {
      id: 'financing.offers.chooseConfirm',
      defaultMessage: 'Confirm and send',
      description: 'Confirm dialog button',
    },
    chooseCancel: {
      id: 'financing.offers.chooseCancel',
      defaultMessage: 'Not now',
      description: 'Confirm dialog close button',
    },
    backToRequest: {
      id: 'financing.offers.backToRequest',
      defaultMessage: 'Back to the request',
      description: 'Link',
    },
  }),
};
