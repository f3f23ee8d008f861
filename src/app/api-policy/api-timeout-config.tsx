import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetWebAppConfigQueryOptions, useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { setApiTimeout } from '@/lib/http/api-client';

/** How long a call may wait for its answer: web-app-config's `api_timeout_seconds`, once known. */
function applyApiTimeout(seconds: number | undefined): void {
  if (seconds) setApiTimeout(seconds * 1000);
}

/**
 * Asks for web-app-config as the app starts (src/app/app.tsx), before its first render: a small answer
 * that many first screens need (lending and upload limits); the calls' timeout applies from its answer
 * on, not only once the first page is shown.
 */
export async function startWebAppConfig(queryClient: QueryClient): Promise<void> {
  const config = await queryClient
    .fetchQuery(getGetWebAppConfigQueryOptions())
    .catch(() => undefined);
  applyApiTimeout(config?.api_timeout_seconds);
}

/**
 * Follows web-app-config's timeout when it changes. Rendered once the first page is shown
 * (src/app/first-page/after-first-page.tsx), so the first screen's code does not carry the lookups' generated hooks.
 */
export function ApiTimeoutConfig() {
  const timeoutSeconds = useGetWebAppConfig().data?.api_timeout_seconds;
  useEffect(() => applyApiTimeout(timeoutSeconds), [timeoutSeconds]);
  return null;
}
