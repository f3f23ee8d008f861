export { AccountDeletion } from './components/account-deletion';
export { ConsentList } from './components/consent-list';
export { DataCopy } from './components/data-copy';
