export { SafeUpdates } from './safe-updates';
export { navigateOrLoad } from './newer-build';
