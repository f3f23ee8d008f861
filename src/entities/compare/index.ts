export { CompareToggle } from './compare-toggle';
export { compareMessages } from './messages';
export {
  COMPARE_MAX,
  formatCompareIds,
  parseCompareIds,
  sameItem,
  toggleCompare,
  type CompareItem,
  type CompareKind,
} from './shortlist';
export { setCompareList, toggleCompareItem, useCompareList } from './use-compare';
