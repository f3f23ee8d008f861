import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { setRetryPauses } from '@/lib/http/api-retry';
import { forgetChatScript } from '@/lib/browser/chat-widget';

// findBy/waitFor wait for the app's answer, not a fixed time: on a busy 2-core machine a lazy chunk
// and a mock answer may take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// Any request without a handler fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDb();
  // Test files share one module graph and document per worker (vitest.config.ts): nothing a test
  // stores may reach the next one.
  sessionStorage.clear();
  localStorage.clear();
  // Nor the address a test moved the document to (a query there reached another file's redirects).
  window.history.replaceState(null, '', '/');
  // A chat widget script added by a test: the next test's document never had one.
  document.querySelectorAll('script[data-chat-widget]').forEach((script) => script.remove());
  forgetChatScript();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
// The HTTP policy's pauses between attempts, shortened: a failure shows after three quick tries.
beforeEach(() => setRetryPauses([5, 5]));
afterAll(() => server.close());
