import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mock backend in the browser (`npm run dev`): no backend and no internet needed. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}
