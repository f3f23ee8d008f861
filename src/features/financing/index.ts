export { NewRequestForm } from './components/list/new-request-form';
export { RequestDetail } from './components/detail/request-detail';
export { FinancingWizard } from './components/wizard/financing-wizard';
export { OffersView } from './components/offers/offers-view';
export {
  listMessages as financingListMessages,
  detailMessages as financingDetailMessages,
} from './messages/pages';
export { useFinancingRequest } from './api/request';
