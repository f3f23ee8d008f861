// The financing pages' shared entry (their breadcrumbs and titles): the request and its texts, so a
// page loads only its own part of the feature (./wizard.ts, ./offers.ts, or ../index.ts for the rest).
export {
  listMessages as financingListMessages,
  detailMessages as financingDetailMessages,
} from '../messages/pages';
export { NUMBER_STAND_IN, useFinancingRequest } from '../api/request';
export { financingQueries, requestIdOf } from '../api/page-queries';
