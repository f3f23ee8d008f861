import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmUp } from './app/warm-up';
import { holdAppStylesUntilShown, rendersOutOfSight } from './app/prerendered';
import { normaliseAddress } from './lib/canonical-location';
import { appConfig } from './lib/config';

/** Starts the app (see ./main.tsx). */
export async function start() {
  if (import.meta.env.DEV && appConfig.useMocks) {
    // eslint-disable-next-line import-x/no-restricted-paths -- development only, never in the production bundle
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  normaliseAddress();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  if (!rendersOutOfSight()) return render();
  // Behind a prerendered page, in slices that leave the browser free to respond: first-use work in
  // tasks of its own first, the app's styles applied only once it takes the copy's place.
  holdAppStylesUntilShown();
  await warmUp(window.location.pathname);
  startTransition(render);
}
