import { setupWorker } from 'msw/browser';
import arabicFontUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff?url';
import latinFontUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff?url';
import { handlers } from './handlers';
import { setPdfFontLoader } from './lib/pdf-fonts';

const bytesOf = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
setPdfFontLoader(async () => ({
  arabic: await bytesOf(arabicFontUrl),
  latin: await bytesOf(latinFontUrl),
}));

/** The mock backend in the browser (`npm run dev`): no backend and no internet needed. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}
