import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_CODE_ID,
  askForAppCode,
  firstScreenPainted,
  PICTURES_HEAD_START_MS,
  PRELOADS_PER_TASK,
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
