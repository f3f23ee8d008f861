// Attack: catalogue text that reaches a prerendered page (a title, a description, the page's HTML)
// carries `$&`, `$'`, `` $` `` or `$1` (special in String.replace) or closes the element it sits in.
// The page must contain the text exactly, once, and nothing it can close; inline JSON must not
// end its <script> or open a comment.
import { describe, expect, it } from 'vitest';
import { completeShell, fillShell, jsonScript } from '../../scripts/prerender-html.mjs';

const SHELL = [
  '<!doctype html><html lang="ar" dir="rtl"><head><title>x</title>',
  '<meta name="description" content="">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

const SPECIALS = ["$'", '$&', '$`', '$1', '$$', '$<name>'];

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (text: string) => ({
  html: `<h1>${text}</h1>`,
  css: `.a{content:"${text}"}`,
  lang: 'en',
  dir: 'ltr',
  title: `${text} </title><script>alert(1)</script>`,
  description: `${text}"><script>alert(1)</script>`,
  preload: new Set<string>(),
});

describe.each(SPECIALS)('data with %s', (text) => {
  it('lands in the page exactly as written, once', () => {
    const html = fillShell(
      completeShell(SHELL, { css: text, cssFile: '/assets/index-1.css', preload: new Set() }),
      page(text),
    );
    expect(html).toContain(`<h1>${text}</h1>`);
    expect(html).toContain(
      `<style data-prerendered nonce="__CSP_NONCE__">.a{content:"${text}"}</style>`,
    );
    expect(html.split('<div id="root" hidden></div>')).toHaveLength(2);
    expect(html.split('</head>')).toHaveLength(2);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      `<title>${escaped(text)} &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>`,
    );
    expect(html).toContain(`content="${escaped(text)}&quot;&gt;&lt;script&gt;`);
  });
});

describe('the page’s styles', () => {
  it('carry the nonce placeholder the server replaces; a style attribute fails the build', () => {
    const shell = completeShell(SHELL, {
      css: 'a{}',
      cssFile: '/assets/index-1.css',
      preload: new Set(),
    });
    const html = fillShell(shell, page('x'));
    expect(html.match(/<style [^>]*nonce="__CSP_NONCE__"/g)).toHaveLength(2);
    expect(html).toContain('<meta property="csp-nonce" nonce="__CSP_NONCE__">');
    expect(() =>
      fillShell(shell, { ...page('x'), html: '<div style="min-height:9px"></div>' }),
    ).toThrow(/style attribute/);
  });
});

describe('inline JSON', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    note: '<!-- <script>',
    other: '</SCRIPT >\u2028\u2029',
  };

  it('cannot end its script element or open a comment, and reads back the same', () => {
    const html = jsonScript('page-data', hostile);
    const body = html.replace(/^<script [^>]*>/, '').replace(/<\/script>$/, '');
    expect(body).not.toMatch(/<\/script|<!--|<script/i);
    expect(body).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(hostile);
    expect(html).toMatch(/^<script type="application\/json" id="page-data">/);
  });

  it('refuses an id that would break the tag', () => {
    expect(() => jsonScript('x" onload="alert(1)', {})).toThrow();
  });
});
