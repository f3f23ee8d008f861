import { afterNextPaint, nextTask, type Scheduler } from '@/lib/after-paint';

/** The `<template>` of a prerendered page that holds its preloads of the app's code (scripts/prerender-html.mjs). */
export const APP_CODE_ID = 'app-code';

/**
 * How long a prerendered page's first pictures may keep the app's code waiting after the first paint:
 * a picture that is slow to come never holds the page's links and forms back longer than this.
 */
export const PICTURES_HEAD_START_MS = 1500;

/**
 * Resolves once the prerendered first screen is complete: painted, and its first pictures (`pictures`,
 * from the early call: src/lib/first-pictures.ts) loaded and painted too, or PICTURES_HEAD_START_MS
 * after the first paint, whichever comes first.
 */
export async function firstScreenPainted(
  pictures: Promise<void> | undefined,
  scheduler: Scheduler = window,
): Promise<void> {
  await afterNextPaint(scheduler);
  if (!pictures) return;
  await Promise.race([
    pictures.then(() => afterNextPaint(scheduler)),
    new Promise<void>((resolve) => scheduler.setTimeout(resolve, PICTURES_HEAD_START_MS)),
  ]);
}

/**
 * How many held preloads are added in one task. Each starts a request, 0.3 to 2 ms of the main thread
 * on a desktop (measured) and four times that on a phone: a page's 20 to 30 added at once were one
 * long task, and four per task still made tasks of 10 ms on a desktop.
 */
export const PRELOADS_PER_TASK = 2;

/**
 * Asks for the app's code the page holds (its modulepreload links, at low priority, in their order:
 * the start chunk first), now that what it shows first has been painted: until then they would only
 * compete with it for the network. Adds PRELOADS_PER_TASK of them per task; resolves once all are in
 * (then the bundler's own preloading of a dynamic import finds them there and adds none). Each one's
 * load is recorded (preloadSettled).
 */
export async function askForAppCode(
  doc: Document = document,
  scheduler: Scheduler = window,
): Promise<void> {
  const held = doc.getElementById(APP_CODE_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  const links = [...held.content.children];
  for (let first = 0; first < links.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask(scheduler);
    const added = links.slice(first, first + PRELOADS_PER_TASK);
    doc.head.append(...added);
    added.forEach(recordLoad);
  }
}

/** The added preloads' loads (or failures), by address. */
const preloads = new Map<string, Promise<void>>();

function recordLoad(link: Element) {
  if (!(link instanceof HTMLLinkElement)) return;
  preloads.set(
    link.href,
    new Promise((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    }),
  );
}

/**
 * Resolves once the preload of `url` added by askForAppCode has loaded or failed; at once for any other
 * address. A module is fetched and compiled by its preload: imported before that, its compilation
 * caught up on the main thread in the task that evaluated it (React's: a task of 30 ms on a desktop).
 */
export const preloadSettled = (url: string): Promise<void> =>
  preloads.get(url) ?? Promise.resolve();

/** The modules the page preloads, in document order (each chunk's imports before it). */
export function preloadedModules(doc: Document = document): string[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.href,
  );
}

/**
 * Evaluates the modules `urls` one per task, in their order, so that each is a short task instead of
 * the whole graph in one long task when the app imports it; each once its preload has loaded
 * (`settled`), so that its compilation is not part of that task. A module that fails here is left to
 * fail where the app imports it (a route's error page, a reload after a new deployment).
 */
export async function evaluateInTasks(
  urls: readonly string[],
  load: (url: string) => Promise<unknown>,
  scheduler: Scheduler = window,
  settled: (url: string) => Promise<void> = preloadSettled,
): Promise<void> {
  for (const url of urls) {
    await settled(url);
    await nextTask(scheduler);
    await load(url).catch(() => undefined);
  }
}
