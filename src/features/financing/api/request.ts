import { useQueryClient } from '@tanstack/react-query';
import {
  getGetFinancingRequestQueryKey,
  getListFinancingDocumentsQueryKey,
  getListFinancingOffersQueryKey,
  getListFinancingRequestsQueryKey,
  useGetFinancingRequest,
} from '@generated/api/financing/financing';
import type { FinancingRequest } from '@generated/model';

const POLL_MS = 3000;

/** A request number of the API's shape (FR-2025-000055), standing in until the real one arrives. */
export const NUMBER_STAND_IN = 'FR-0000-000000';

/** The request is waiting for someone else: the agent's offers or the bank's decision. */
export function isWaiting(request: FinancingRequest | undefined): boolean {
  if (!request) return false;
  if (request.status === 'submitted' || request.status === 'processing') return true;
  return request.status === 'filled' && request.offers_requested_at !== undefined;
}

/** One request; polled while it waits for offers or a decision. */
export function useFinancingRequest(id: number) {
  return useGetFinancingRequest(id, {
    query: {
      enabled: id > 0,
      refetchInterval: (query) => (isWaiting(query.state.data) ? POLL_MS : false),
    },
  });
}

/** After a change: the request in the cache becomes the server's answer, and lists refresh. */
export function useStoreRequest() {
  const queryClient = useQueryClient();
  return (request: FinancingRequest) => {
    queryClient.setQueryData(getGetFinancingRequestQueryKey(request.id), request);
    void queryClient.invalidateQueries({ queryKey: getListFinancingRequestsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListFinancingOffersQueryKey(request.id) });
    // What may be done with each document (upload, delete) follows the request's status.
    void queryClient.invalidateQueries({
      queryKey: getListFinancingDocumentsQueryKey(request.id),
    });
  };
}
