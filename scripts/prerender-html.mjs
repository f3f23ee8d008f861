// The HTML of the prerendered pages (scripts/prerender.mjs): the app shell completed with its
// stylesheet and preloads, and a page's first screen, title and description put into it. Data is
// inserted with function replacers (a `$&` or `$'` in a title is text, not a pattern) and escaped for
// where it lands; JSON goes into a page only through jsonScript.

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** `html` with the first match of `pattern` replaced by `text`, taken literally (never a `$` pattern). */
function replaceOnce(html, pattern, text, what) {
  if (!pattern.test(html)) throw new Error(`dist/app.html has no ${what}`);
  return html.replace(pattern, () => text);
}

const JSON_IN_HTML = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A <script type="application/json"> with `value`: `<`, `>` and `&` are written as \u escapes, so
 * the JSON can neither end the element (`</script`) nor open a comment (`<!--`), and parses back to
 * the same value. The one way to put data into a page as JSON.
 */
export function jsonScript(id, value) {
  if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new Error(`not an element id: ${id}`);
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_IN_HTML[c]);
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * Stands for the Content-Security-Policy nonce in every page: the server puts a fresh one in its
 * place in each answer (nginx: sub_filter with $request_id; scripts/serve.mjs), the same one as in
 * the policy's `style-src 'nonce-…'`. styled-components reads it from <meta property="csp-nonce">.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
const NONCE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

/** A <style> element with `css`, which must not end it early, allowed by the page's nonce. */
function styleElement(css, attributes = '') {
  if (/<\/style/i.test(css)) throw new Error('inline styles may not close their <style>');
  return `<style${attributes} ${NONCE}>${css}</style>`;
}

/** The policy allows no style attribute: the page's styles are classes (styled-components). */
function withoutStyleAttributes(html) {
  const found = /<[^>]*\sstyle="[^"]*"/.exec(html);
  if (found) throw new Error(`a prerendered page has a style attribute: ${found[0].slice(0, 120)}`);
  return html;
}

const PRELOAD = '<link rel="modulepreload" crossorigin';
/**
 * The entry's own imports: needed as soon as the entry runs, on every page, so fetched beside it
 * rather than once it has been parsed (one round trip less before the early call and the app).
 */
const ENTRY_PRELOAD = `${PRELOAD} fetchpriority="high"`;

/** Modulepreload links for `files` (those the page does not load already). */
function preloadLinks(html, files) {
  return [...files]
    .filter((file) => !html.includes(`"${file}"`))
    .map((file) => `${PRELOAD} href="${file}">`)
    .join('');
}

/**
 * The shell with its stylesheet inline and the app's code preloaded. The stylesheet's link stays,
 * disabled (never fetched): Vite's loader of lazy code looks for it, and would otherwise fetch the
 * file and apply the fonts a second time, moving the text (a layout shift of 0.13 on /en/properties).
 */
export function completeShell(html, { css, cssFile, preload, entry = new Set() }) {
  const entryLinks = [...entry].map((file) => `${ENTRY_PRELOAD} href="${file}">`).join('');
  const withoutEntry = html.replace(new RegExp(`${PRELOAD}[^>]*>`, 'g'), (link) =>
    [...entry].some((file) => link.includes(`"${file}"`)) ? '' : link,
  );
  const withCss = replaceOnce(
    withoutEntry,
    new RegExp(`<link rel="stylesheet"[^>]*href="${cssFile}"[^>]*>`),
    `${styleElement(css)}<link rel="stylesheet" href="${cssFile}" disabled>`,
    `<link rel="stylesheet" href="${cssFile}">`,
  );
  const nonce = `<meta property="csp-nonce" ${NONCE}>`;
  return replaceOnce(
    withCss,
    /<\/head>/,
    `${entryLinks}${preloadLinks(`${withCss}${entryLinks}`, preload)}${nonce}</head>`,
    '</head>',
  );
}

/** The page's preloads of the app's code, held (see fillShell); nothing when there are none. */
const appCode = (links) =>
  links
    ? `<template id="${APP_CODE_ID}">${links.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`)}</template>`
    : '';

/**
 * The id of the `<template>` that holds a prerendered page's preloads of the app's code: the entry
 * adds them to the head once the first screen is painted (src/app/app-code.ts).
 */
export const APP_CODE_ID = 'app-code';

/**
 * The app shell with a prerendered page in it. The page is already on screen, so the app's code comes
 * second: its preloads (`page.preload`, none for a complete page) wait in a `<template>` until the
 * entry has painted the first screen and its first pictures, so they do not compete with them. The
 * entry's own imports are preloaded at once. `page.earlyCall`: the plan of the page's first call,
 * which the entry starts before the app's code arrives (src/lib/early-call.ts).
 */
export function fillShell(shell, page) {
  const shellPreloads = new RegExp(`${PRELOAD}[^>]*>`, 'g');
  const held = [];
  let html = shell.replace(shellPreloads, (link) => {
    if (link.startsWith(ENTRY_PRELOAD)) return link;
    if (page.preload.size > 0) held.push(link);
    return '';
  });
  html = replaceOnce(html, /<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`, '<html>');
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"/,
    `<meta name="description" content="${escapeHtml(page.description)}"`,
    'meta description',
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    `${appCode([...held, preloadLinks(`${html}${held.join('')}`, page.preload)].join(''))}${styleElement(page.css, ' data-prerendered')}</head>`,
    '</head>',
  );
  if (page.earlyCall)
    html = replaceOnce(
      html,
      /<\/head>/,
      `${jsonScript(page.earlyCall.id, page.earlyCall.plan)}</head>`,
      '</head>',
    );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="prerendered" inert>${withoutStyleAttributes(page.html)}</div><div id="root" hidden></div>`,
    '<div id="root">',
  );
}
