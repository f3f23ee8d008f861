import { defineMessages } from '@/i18n/define-messages';
import { financingRequestStatusMessages } from '@/entities/financing-request';

export const timelineMessages = {
  ...defineMessages({
    label: {
      id: 'financing.timeline.label',
      defaultMessage: 'Request progress',
      description: 'Accessible name of the status timeline of a financing request',
    },
    created: {
      id: 'financing.timeline.created',
      defaultMessage: 'Request created',
      description: 'Timeline step: the request was created',
    },
    filled: {
      id: 'financing.timeline.filled',
      defaultMessage: 'Details completed',
      description: 'Timeline step: every required detail was given',
    },
    offersRequested: {
      id: 'financing.timeline.offersRequested',
      defaultMessage: 'Sent for offers',
      description: 'Timeline step: the customer asked for bank offers',
    },
    submitted: {
      id: 'financing.timeline.submitted',
      defaultMessage: 'Offer chosen and sent to the bank',
      description: 'Timeline step: the customer chose an offer',
    },
    processing: {
      id: 'financing.timeline.processing',
      defaultMessage: 'Bank review',
      description: 'Timeline step: the bank reviews the application',
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
  prepared: financingRequestStatusMessages.prepared,
};
