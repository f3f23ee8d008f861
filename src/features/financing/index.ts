export { NewRequestForm } from './components/list/new-request-form';
export { RequestDetail } from './components/detail/request-detail';
export { FinancingWizard } from './wizard';
export { OffersView } from './offers';
export * from './request';
