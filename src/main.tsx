// The web fonts' @font-face rules: inline in every page of the build (scripts/prerender.mjs), used
// once src/styles/web-fonts.ts says so.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import './styles/font-fallback.css';
import {
  askForAppCode,
  evaluateInTasks,
  firstScreenPainted,
  preloadedModules,
} from './app/app-code';
import { PRERENDERED_ID } from './app/prerendered-id';
import { nextTask } from './lib/after-paint';
import { startEarlyCall } from './lib/early-call';
import { paintFirstPictures, paintFirstTitle } from './lib/first-pictures';
import { lazyWithReload } from './lib/lazy-with-reload';
import { setUpWebFonts } from './styles/web-fonts';

const prerendered = document.getElementById(PRERENDERED_ID);

/**
 * The app's code, evaluated a chunk per task, each once its preload has loaded: every module the page
 * preloads, a chunk's imports before it (React, the other libraries, the app's core, the page and its
 * messages), then the start. Evaluated at once they were tasks of 20-60 ms on a desktop as the page
 * was shown. React's chunk is among them; where nothing is preloaded (development) it is evaluated
 * here, before the start.
 */
async function loadInTasks() {
  await evaluateInTasks(preloadedModules(), (url) => import(/* @vite-ignore */ url));
  await import('./app/boot/react');
  await nextTask();
  return import('./start');
}

// A prerendered page's first call, and its first pictures (and a record's title) painted into it,
// before the app's code.
const firstPictures = startEarlyCall((data, plan) => {
  paintFirstTitle(data, prerendered);
  return paintFirstPictures(data, plan.pictures, prerendered);
});
setUpWebFonts();

/**
 * The entry point, kept tiny. A page prerendered at build time (scripts/prerender.mjs) is painted first,
 * with its first pictures where it has them; then the app's code is asked for (the preloads the page
 * holds, src/app/app-code.ts) and runs. Without a prerendered page the app starts at once.
 */
void (prerendered ? firstScreenPainted(firstPictures) : Promise.resolve())
  .then(() => askForAppCode())
  .then(lazyWithReload(() => loadInTasks()))
  .then(({ start }) => start())
  .catch((error: unknown) => {
    // The app could not load even after a reload: the prerendered page's links still work.
    prerendered?.removeAttribute('inert');
    throw error;
  });
