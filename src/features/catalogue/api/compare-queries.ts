import {
  getGetPropertyQueryOptions,
  getGetUnitQueryOptions,
} from '@generated/api/catalogue/catalogue';
import { getGetFinancingRatesQueryOptions } from '@generated/api/financing/financing';
import { parseCompareIds, type CompareItem } from '@/entities/compare';
import type { PageQueries } from '@/lib/http/react-query';

/** The call of one compared home: its unit or property record. */
export const compareQueryOf = ({ kind, id }: CompareItem) =>
  kind === 'unit' ? getGetUnitQueryOptions(id) : getGetPropertyQueryOptions(id);

/** The compare page's first screen: each home of the address's `ids` and the rates of the estimate. */
export const compareQueries: PageQueries = ({ search }) => [
  ...parseCompareIds(new URLSearchParams(search).get('ids')).map(compareQueryOf),
  getGetFinancingRatesQueryOptions(),
];
