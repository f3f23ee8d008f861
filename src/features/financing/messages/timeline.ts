import { defineMessages } from '@/i18n/define-messages';
import { financingRequestStatusMessages as status } from '@/entities/financing-request';

export const timelineMessages = {
  ...defineMessages({
    label: {
      id: 'financing.timeline.label',
      defaultMessage: 'Request progress',
      description: 'Accessible name of the status timeline of a financing request',
    },
    offersRequested: {
      id: 'financing.timeline.offersRequested',
      defaultMessage: 'Sent for offers',
      description: 'Timeline step: the customer asked for bank offers',
    },
    documentsRequested: {
      id: 'financing.timeline.documentsRequested',
      defaultMessage: 'Documents requested',
      description: 'Timeline step: the review rejected a document, which must be uploaded again',
    },
    uploadAgain: {
      id: 'financing.timeline.uploadAgain',
      defaultMessage: 'Upload the {document} again',
      description: 'Link from the documents-requested step to that document; document is its name',
    },
    submitted: {
      id: 'financing.timeline.submitted',
      defaultMessage: 'Offer chosen and sent to the bank',
      description: 'Timeline step: the customer chose an offer',
    },
    decision: {
      id: 'financing.timeline.decision',
      defaultMessage: 'Bank decision',
      description: 'Timeline step: the bank approves or rejects (not reached yet)',
    },
    done: {
      id: 'financing.timeline.done',
      defaultMessage: 'Done',
      description: 'Screen-reader state of a finished timeline step',
    },
    current: {
      id: 'financing.timeline.current',
      defaultMessage: 'Current step',
      description: 'Screen-reader state of the current timeline step',
    },
    upcoming: {
      id: 'financing.timeline.upcoming',
      defaultMessage: 'Not reached yet',
      description: 'Screen-reader state of a future timeline step',
    },
  }),
  offersReady: status.prepared,
  underReview: status.processing,
  approved: status.approved,
  rejected: status.rejected,
  canceled: status.canceled,
  expired: status.expired,
};
