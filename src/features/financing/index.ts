export { NewRequestForm } from './components/list/new-request-form';
export { RequestDetail } from './components/detail/request-detail';
export * from './entries/request';
