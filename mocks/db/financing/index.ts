import './seed';

export * from './store';
export { checkInput } from './rules';
export {
  advanceRequest,
  chooseOffer,
  settleCompleteness,
  startPrefill,
  submitProblems,
  sweepFinancingRequests,
} from './lifecycle';
export { recordFinancingEvent } from './notify';
export { toFinancingRequest, toOffer, toPrefill } from './serialize';
