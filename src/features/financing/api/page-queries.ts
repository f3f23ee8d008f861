import {
  getGetFinancingRatesQueryOptions,
  getGetFinancingRequestQueryOptions,
  getListFinancingDocumentsQueryOptions,
  getListFinancingOffersQueryOptions,
} from '@generated/api/financing/financing';
import { getListEmploymentTypesQueryOptions } from '@generated/api/lookups/lookups';
import { getGetMyBudgetQueryOptions } from '@generated/api/budget/budget';
import type { PageQueries } from '@/lib/http/react-query';

/** The `:id` of a financing-request route (−1 when it is not a number: the API answers 404). */
export const requestIdOf = (id = '') => (/^\d{1,12}$/.test(id) ? Number(id) : -1);

/**
 * The calls of the financing pages' first screens, made by the server with the customer's session
 * (src/entry-server.tsx): same keys as the pages' hooks, which find the answers in the cache.
 */
export const financingQueries = {
  /**
   * The request and what its first step shows: the documents' count, employment types, rates, and
   * the saved budget it fills the form from (a 404 when none: an answer, kept for the browser).
   */
  edit: ({ params }) => {
    const id = requestIdOf(params.id);
    return [
      getGetFinancingRequestQueryOptions(id),
      getListFinancingDocumentsQueryOptions(id),
      getListEmploymentTypesQueryOptions(),
      getGetFinancingRatesQueryOptions(),
      getGetMyBudgetQueryOptions(),
    ];
  },
  offers: ({ params }) => [
    getGetFinancingRequestQueryOptions(requestIdOf(params.id)),
    getListFinancingOffersQueryOptions(requestIdOf(params.id)),
  ],
} satisfies Record<string, PageQueries>;
