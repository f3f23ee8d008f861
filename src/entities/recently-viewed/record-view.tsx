import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/lib/browser/after-paint';
import { useSessionIfProvided as useSession } from '@/lib/session/session';
import type { ViewedListing } from './device-history';

/**
 * Put on a listing's page: records that it was opened, once per listing, once the session is known
 * and the browser is idle (its code is not part of what the page needs to be usable).
 */
export function RecordView({ listing }: { listing: ViewedListing }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const recorded = useRef<string>(undefined);
  const key = session.status === 'loading' ? undefined : `${listing.kind}-${listing.id}`;
  const customer = session.status === 'authenticated';
  useEffect(() => {
    if (!key || recorded.current === key) return;
    recorded.current = key;
    whenIdle(
      () =>
        void import('./record-now').then(({ recordNow }) =>
          recordNow(listing, customer, queryClient),
        ),
    );
    // The listing's kind and id (in `key`) say when to record again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
