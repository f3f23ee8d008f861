import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_CODE_ID,
  askForAppCode,
  evaluateInTasks,
  firstScreenPainted,
  PICTURES_HEAD_START_MS,
  PRELOADS_PER_TASK,
  preloadedModules,
  preloadSettled,
} from './app-code';

// The app's code of a prerendered page waits for its first screen (src/main.tsx): the paint, then its
// first pictures, never longer than PICTURES_HEAD_START_MS after the paint.
afterEach(() => {
  vi.useRealTimers();
  // Only what the tests added: the head also holds styled-components' sheet (files share a document).
  document.head
    .querySelectorAll(`#${APP_CODE_ID}, link[rel="modulepreload"]`)
    .forEach((node) => node.remove());
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return () => done;
};

describe('firstScreenPainted', () => {
  it('waits for the paint, then for the first pictures', async () => {
    vi.useFakeTimers();
    let loaded = () => {};
    const pictures = new Promise<void>((resolve) => (loaded = resolve));
    const done = await settled(firstScreenPainted(pictures));
    await vi.advanceTimersByTimeAsync(PICTURES_HEAD_START_MS / 2);
    expect(done()).toBe(false);
    loaded();
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('a picture that never comes holds the app back only PICTURES_HEAD_START_MS', async () => {
    vi.useFakeTimers();
    const done = await settled(firstScreenPainted(new Promise<void>(() => {})));
    await vi.advanceTimersByTimeAsync(PICTURES_HEAD_START_MS - 100);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(true);
  });

  it('a page without first pictures waits for its paint only', async () => {
    vi.useFakeTimers();
    const done = await settled(firstScreenPainted(undefined));
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });
});

describe('askForAppCode', () => {
  const hold = (count: number) =>
    document.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${APP_CODE_ID}">${Array.from(
        { length: count },
        (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js">`,
      ).join('')}</template>`,
    );
  const added = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('moves the held preloads into the head, in their order, once', async () => {
    hold(1);
    expect(added()).toHaveLength(0);
    await askForAppCode();
    expect(added()).toEqual(['/assets/chunk-0.js']);
    expect(document.getElementById(APP_CODE_ID)).toBeNull();
    await askForAppCode();
    expect(added()).toHaveLength(1);
  });

  it(`adds ${PRELOADS_PER_TASK} per task, so that no task starts them all`, async () => {
    vi.useFakeTimers();
    const count = PRELOADS_PER_TASK * 2 + 1;
    hold(count);
    let done = false;
    void askForAppCode().then(() => (done = true));
    expect(added()).toHaveLength(PRELOADS_PER_TASK);
    await vi.runOnlyPendingTimersAsync();
    expect(added()).toHaveLength(PRELOADS_PER_TASK * 2);
    expect(done).toBe(false);
    await vi.runOnlyPendingTimersAsync();
    expect(added()).toEqual(
      Array.from({ length: count }, (_, index) => `/assets/chunk-${index}.js`),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});

describe('evaluateInTasks', () => {
  it('evaluates the preloaded modules one per task, in the order of the head', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="modulepreload" href="/assets/react.js"><link rel="stylesheet" href="/x.css"><link rel="modulepreload" href="/assets/start.js"><link rel="modulepreload" href="/assets/page.js">',
    );
    const urls = preloadedModules();
    expect(urls.map((url) => new URL(url).pathname)).toEqual([
      '/assets/react.js',
      '/assets/start.js',
      '/assets/page.js',
    ]);
    // A scheduler whose tasks run when the test says: one module is evaluated in each.
    const tasks: (() => void)[] = [];
    const scheduler = {
      setTimeout: (run: () => void) => tasks.push(run),
      requestAnimationFrame: () => 0,
    } as unknown as Window;
    const runTask = async () => {
      await vi.waitFor(() => expect(tasks.length).toBeGreaterThan(0));
      tasks.shift()?.();
      await vi.waitFor(() => expect(tasks.length + (done ? 1 : 0)).toBeGreaterThan(0));
    };
    const loaded: string[] = [];
    let done = false;
    void evaluateInTasks(
      urls,
      async (url) => {
        loaded.push(new URL(url).pathname);
      },
      scheduler,
    ).then(() => (done = true));
    expect(loaded).toEqual([]);
    await runTask();
    expect(loaded).toEqual(['/assets/react.js']);
    await runTask();
    expect(loaded).toEqual(['/assets/react.js', '/assets/start.js']);
    await runTask();
    expect(loaded).toHaveLength(3);
    expect(done).toBe(true);
  });

  it('evaluates a module only once its held preload has loaded or failed', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${APP_CODE_ID}"><link rel="modulepreload" href="/assets/react.js"><link rel="modulepreload" href="/assets/start.js"></template>`,
    );
    await askForAppCode();
    const [react, start] = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ];
    const loaded: string[] = [];
    const done = evaluateInTasks([react.href, start.href], async (url) => {
      loaded.push(new URL(url).pathname);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toEqual([]);
    react.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(loaded).toEqual(['/assets/react.js']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toEqual(['/assets/react.js']);
    start.dispatchEvent(new Event('error'));
    await done;
    expect(loaded).toEqual(['/assets/react.js', '/assets/start.js']);
    await expect(preloadSettled('/assets/never-held.js')).resolves.toBeUndefined();
  });

  it('leaves a module that fails to where the app imports it', async () => {
    const loaded: string[] = [];
    await expect(
      evaluateInTasks(['/gone.js', '/next.js'], async (url) => {
        if (url === '/gone.js') throw new TypeError('Failed to fetch dynamically imported module');
        loaded.push(url);
      }),
    ).resolves.toBeUndefined();
    expect(loaded).toEqual(['/next.js']);
  });
});
