export { NewRequestForm } from './components/list/new-request-form';
export { RequestDetail } from './components/detail/request-detail';
export { FinancingWizard } from './entries/wizard';
export { OffersView } from './entries/offers';
export * from './entries/request';
