import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockDb } from '../../mocks/db';
import { server } from '../../mocks/node';

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
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
afterAll(() => server.close());
