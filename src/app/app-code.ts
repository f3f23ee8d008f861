import { afterNextPaint, type Scheduler } from '@/lib/after-paint';

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
 * Asks for the app's code the page holds (its modulepreload links, at low priority), now that what it
 * shows first has been painted: until then they would only compete with it for the network.
 */
export function askForAppCode(doc: Document = document): void {
  const held = doc.getElementById(APP_CODE_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  doc.head.append(held.content);
}
