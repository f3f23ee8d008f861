import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { redirectRootVisit } from './app/locale-redirect';
import { appConfig } from './lib/config';

async function start() {
  if (redirectRootVisit()) return;
  if (import.meta.env.DEV && appConfig.useMocks) {
    // eslint-disable-next-line import-x/no-restricted-paths -- development only, never in the production bundle
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
