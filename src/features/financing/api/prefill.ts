import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getGetFinancingRequestQueryKey,
  useGetFinancingPrefill,
  useStartFinancingPrefill,
} from '@generated/api/financing/financing';
import type { SimahConsent } from '@generated/model';

const POLL_MS = 1000;

/**
 * The credit-bureau pre-fill: start it, poll while it is pending, and reload the request when it
 * completes (the server has saved the data into the request).
 */
export function usePrefill(requestId: number) {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  const start = useStartFinancingPrefill();
  const prefill = useGetFinancingPrefill(requestId, {
    query: {
      enabled: started,
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
    },
  });
  const status = started ? prefill.data?.status : undefined;
  useEffect(() => {
    if (status === 'completed')
      void queryClient.invalidateQueries({ queryKey: getGetFinancingRequestQueryKey(requestId) });
  }, [status, requestId, queryClient]);

  return {
    /** Starts it with the customer's consent to the current SIMAH text. */
    start: async (simahConsent: SimahConsent) => {
      const answer = await start.mutateAsync({
        requestId,
        data: { simah_consent: simahConsent },
      });
      queryClient.setQueryData(prefill.queryKey, answer);
      setStarted(true);
    },
    starting: start.isPending,
    startError: start.error,
    pending: start.isPending || status === 'pending',
    status,
    failureCode: started ? prefill.data?.failure_code : undefined,
    pollError: started ? prefill.error : null,
    retryPoll: () => void prefill.refetch(),
  };
}

export type PrefillState = ReturnType<typeof usePrefill>;
