import { describe, expect, it } from 'vitest';
import {
  APP_CODE_ID as BUILD_APP_CODE_ID,
  completeShell,
  fillShell,
} from '../../scripts/prerender-html.mjs';
import { APP_CODE_ID } from './app-code';

// The preloads of the prerendered pages (scripts/prerender-html.mjs): the entry's own imports come
// beside the entry on every page; the app's code, held in a template until the entry has painted the
// first screen (src/app/app-code.ts), or not at all.
const SHELL = [
  '<!doctype html><html lang="ar" dir="rtl"><head><title>x</title>',
  '<meta name="description" content="">',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/locale-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

const shell = completeShell(SHELL, {
  css: 'a{}',
  cssFile: '/assets/index-1.css',
  preload: new Set(['/assets/locale-1.js', '/assets/start-1.js']),
  entry: new Set(['/assets/locale-1.js', '/assets/shared-1.js']),
});

const page = (preload: string[]) => ({
  html: '<h1>x</h1>',
  css: '',
  lang: 'en',
  dir: 'ltr',
  title: 'x',
  description: 'x',
  preload: new Set(preload),
});

const preloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
/** The head's preloads outside the held template, and those inside it. */
const split = (html: string) => {
  const held = new RegExp(`<template id="${APP_CODE_ID}">(.*?)</template>`).exec(html)?.[1] ?? '';
  return { now: preloads(html.replace(held, '')), held: preloads(held) };
};

describe('modulepreload links', () => {
  it('the app shell: the entry’s imports once, at high priority, then the app’s code', () => {
    expect(preloads(shell)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/locale-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/shared-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/start-1.js">',
    ]);
  });

  it('the build and the entry name the held template alike', () => {
    expect(BUILD_APP_CODE_ID).toBe(APP_CODE_ID);
  });

  it('a complete page keeps only the entry’s imports, and holds nothing', () => {
    const html = fillShell(shell, page([]));
    expect(html).not.toContain('<template');
    expect(preloads(html)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/locale-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/shared-1.js">',
    ]);
  });

  it('a page that needs the app holds its code (low priority) for the entry, the entry’s imports at once', () => {
    const { now, held } = split(
      fillShell(shell, page(['/assets/start-1.js', '/assets/list-1.js'])),
    );
    expect(now).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/locale-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/shared-1.js">',
    ]);
    expect(held).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/list-1.js">',
    ]);
  });
});
