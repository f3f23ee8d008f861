import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetWebAppConfigMockHandler } from '@generated/api/lookups/lookups.msw';
import { resetApiPolicy } from '@/lib/http/api-client';
import { apiTimeout, DEFAULT_TIMEOUT_MS } from '@/lib/http/api-timeout';
import { renderApp } from '@/testing/render';
import { webAppConfig } from '../../../mocks/db/web-app-config';
import { server } from '../../../mocks/node';
import { createQueryClient } from '@/lib/http/react-query';
import { ApiTimeoutConfig, startWebAppConfig } from './api-timeout-config';

afterEach(() => resetApiPolicy());

describe('ApiTimeoutConfig', () => {
  it('waits for answers as long as web-app-config says', async () => {
    server.use(getGetWebAppConfigMockHandler({ ...webAppConfig, api_timeout_seconds: 7 }));
    expect(apiTimeout()).toBe(DEFAULT_TIMEOUT_MS);
    await renderApp(<ApiTimeoutConfig />, { path: '/' });
    await waitFor(() => expect(apiTimeout()).toBe(7000), { timeout: 4000 });
  });

  it('takes the timeout as the app starts, before any page is shown', async () => {
    server.use(getGetWebAppConfigMockHandler({ ...webAppConfig, api_timeout_seconds: 4 }));
    expect(apiTimeout()).toBe(DEFAULT_TIMEOUT_MS);
    const queryClient = createQueryClient();
    await startWebAppConfig(queryClient);
    expect(apiTimeout()).toBe(4000);
    expect(queryClient.getQueryData(['/customer/api/v1/web-app-config'])).toMatchObject({
      api_timeout_seconds: 4,
    });
  });
});
