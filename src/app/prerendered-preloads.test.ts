import { describe, expect, it } from 'vitest';
import { completeShell, fillShell } from '../../scripts/prerender-html.mjs';

// The preloads of the prerendered pages (scripts/prerender-html.mjs): the entry's own imports come
// beside the entry on every page, the app's code at low priority or not at all.
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

describe('modulepreload links', () => {
  it('the app shell: the entry’s imports once, at high priority, then the app’s code', () => {
    expect(preloads(shell)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/locale-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/shared-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/start-1.js">',
    ]);
  });

  it('a complete page keeps only the entry’s imports', () => {
    expect(preloads(fillShell(shell, page([])))).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/locale-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/shared-1.js">',
    ]);
  });

  it('a page that needs the app asks for its code at low priority, the entry’s imports still high', () => {
    expect(preloads(fillShell(shell, page(['/assets/start-1.js', '/assets/list-1.js'])))).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/locale-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/shared-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/list-1.js">',
    ]);
  });
});
