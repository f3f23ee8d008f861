export {
  FinancingRequestStatusBadge,
  financingRequestStatusMessages,
  financingRequestTone,
} from './status';
export { FinancingRequestList, FinancingRequestRow } from './financing-request-list';
export {
  FinancingDocumentReviewBadge,
  financingDocumentKindMessages,
  financingDocumentRejectionMessages,
  financingDocumentReviewMessages,
} from './documents';
