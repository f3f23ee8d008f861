// The web fonts' @font-face rules: inline in every page of the build (scripts/prerender.mjs), used
// once src/styles/web-fonts.ts says so.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import './styles/font-fallback.css';
import { PRERENDERED_ID } from './app/prerendered-id';
import { afterNextPaint } from './lib/after-paint';
import { startEarlyCall } from './lib/early-call';
import { paintFirstPictures } from './lib/first-pictures';
import { lazyWithReload } from './lib/lazy-with-reload';
import { setUpWebFonts } from './styles/web-fonts';

const prerendered = document.getElementById(PRERENDERED_ID);

// A prerendered page's first call, and its first pictures painted into it, before the app's code.
startEarlyCall((data, plan) => paintFirstPictures(data, plan.pictures, prerendered));
setUpWebFonts();

/**
 * The entry point, kept tiny. A page prerendered at build time (scripts/prerender.mjs) is painted first;
 * then the app's code runs: its files download meanwhile (the page's <link rel="modulepreload">), only
 * running them waits for the paint. Without a prerendered page the app starts at once.
 */
void (prerendered ? afterNextPaint() : Promise.resolve())
  .then(lazyWithReload(() => import('./start')))
  .then(({ start }) => start())
  .catch((error: unknown) => {
    // The app could not load even after a reload: the prerendered page's links still work.
    prerendered?.removeAttribute('inert');
    throw error;
  });
