import { useEffect } from 'react';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { setApiTimeout } from '@/lib/api-client';

/**
 * How long a call may wait for its answer (web-app-config's `api_timeout_seconds`). Rendered once the
 * first page is shown (src/app/after-first-page.tsx), so the first screen's code does not carry the
 * lookups' generated hooks.
 */
export function ApiTimeoutConfig() {
  const timeoutSeconds = useGetWebAppConfig().data?.api_timeout_seconds;
  useEffect(() => {
    if (timeoutSeconds) setApiTimeout(timeoutSeconds * 1000);
  }, [timeoutSeconds]);
  return null;
}
