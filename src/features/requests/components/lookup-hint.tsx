import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button';
import { commonMessages } from '@/components/messages';
import { commonFormMessages } from '../messages/common';

type Query = { isLoading: boolean; isError: boolean; refetch: () => unknown };

/** The hint of a list whose choices come from the server: loading, failed (with a retry), or `fallback`. */
export function useLookupHint(query: Query, fallback?: string): ReactNode | undefined {
  const intl = useIntl();
  if (query.isError) {
    return (
      <>
        {intl.formatMessage(commonFormMessages.lookupFailed)}{' '}
        <Button type="button" variant="link" onClick={() => void query.refetch()}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      </>
    );
  }
  if (query.isLoading) return intl.formatMessage(commonMessages.loading);
  return fallback;
}
