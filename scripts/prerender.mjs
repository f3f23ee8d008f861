// Prerenders first screens into the build, in both languages (after `vite build`): the page's HTML
// and styles as the app renders them before any data arrives, so the browser paints the page as soon
// as the HTML arrives instead of after the JavaScript. The app then renders out of sight and takes the
// prerendered copy's place in one frame (src/app/prerendered.ts). The pages: PRERENDERED below.
//   dist/index.html, dist/en/index.html           `/`, `/en`
//   dist[/en]/<list>/index.html                    the catalogue lists
//   dist[/en]/<kind>/_id.html                      any catalogue record (./detail-pages.mjs)
//   dist/app.html                                  the app shell, for every other route
// Every page also gets its stylesheet (the web fonts' @font-face rules) inline, one request less before
// the first paint, and <link rel="modulepreload"> for the app's code where it is needed early.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { CATALOGUE_PAGES } from '../src/config/catalogue-pages.mjs';
import { DETAIL_FILE } from './detail-pages.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const OUT = join(ROOT, '.tmp', 'prerender');
/**
 * The pages prerendered: their address, file in dist/ and page module. `complete`: the first screen
 * needs no data (the home page), so the app's code is asked for after it is painted (src/main.tsx);
 * the catalogue's results and records need the app and its data, so their code is preloaded beside
 * the page, at low priority. A detail page is rendered once per kind, for any id (./detail-pages.mjs).
 * Every list has the one list page, every record the one record page (src/config/catalogue-pages.mjs).
 */
export const PRERENDERED = [
  ['/', 'index.html', 'home', true],
  ...CATALOGUE_PAGES.filter(({ list }) => list).map(({ kind }) => [
    `/${kind}`,
    `${kind}/index.html`,
    'catalogue-list',
    false,
  ]),
  ...CATALOGUE_PAGES.map(({ kind }) => [
    `/${kind}/_`,
    `${kind}/${DETAIL_FILE}`,
    'catalogue-record',
    false,
  ]),
].flatMap(([path, file, page, complete]) =>
  ['', '/en'].map((base) => ({
    path: path === '/' ? base || '/' : `${base}${path}`,
    file: base ? `en/${file}` : file,
    page: `src/app/pages/${page}.tsx`,
    complete,
  })),
);

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`dist/app.html has no ${what}`);
  return html.replace(pattern, replacement);
}

/** A <style> element with `css`, which must not end it early. */
function styleElement(css, attributes = '') {
  if (/<\/style/i.test(css)) throw new Error('inline styles may not close their <style>');
  return `<style${attributes}>${css}</style>`;
}

/** The files a chunk of Vite's manifest needs: itself and its static imports, in load order. */
function chunkFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}`);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  files.add(`/${chunk.file}`);
  return files;
}

const PRELOAD = '<link rel="modulepreload" crossorigin';

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
export function completeShell(html, { css, cssFile, preload }) {
  const withCss = replaceOnce(
    html,
    new RegExp(`<link rel="stylesheet"[^>]*href="${cssFile}"[^>]*>`),
    `${styleElement(css)}<link rel="stylesheet" href="${cssFile}" disabled>`,
    `<link rel="stylesheet" href="${cssFile}">`,
  );
  return replaceOnce(withCss, /<\/head>/, `${preloadLinks(withCss, preload)}</head>`, '</head>');
}

/**
 * The app shell with a prerendered page in it. The page is already on screen, so the app's code comes
 * second: its preloads (`page.preload`, none for a complete page) have low priority, after what the
 * page shows (fonts, pictures).
 */
export function fillShell(shell, page) {
  const shellPreloads = new RegExp(`${PRELOAD}[^>]*>`, 'g');
  let html = shell.replace(shellPreloads, (link) =>
    page.preload.size > 0 ? link.replace(PRELOAD, `${PRELOAD} fetchpriority="low"`) : '',
  );
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
    `${preloadLinks(html, page.preload).replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`)}${styleElement(page.css, ' data-prerendered')}</head>`,
    '</head>',
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="prerendered" inert>${page.html}</div><div id="root" hidden></div>`,
    '<div id="root">',
  );
}

async function main() {
  await build({
    root: ROOT,
    logLevel: 'warn',
    // Dependencies bundled: one set of files for Node, without CommonJS interop surprises.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/render.tsx',
      outDir: OUT,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const { render } = await import(pathToFileURL(join(OUT, 'render.js')).href);
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  rmSync(join(DIST, '.vite'), { recursive: true, force: true });
  const [cssFile] = manifest['index.html'].css;
  // The app's code: the chunk the entry imports dynamically, named `start` by vite.config.ts.
  const startChunk = manifest['index.html'].dynamicImports?.find(
    (key) => manifest[key].name === 'start',
  );
  // Vite's index.html, completed, is the app shell: app.html, every other route's page.
  const shell = completeShell(readFileSync(join(DIST, 'index.html'), 'utf8'), {
    css: readFileSync(join(DIST, cssFile), 'utf8'),
    cssFile: `/${cssFile}`,
    preload: chunkFiles(manifest, startChunk),
  });
  writeFileSync(join(DIST, 'app.html'), shell);
  const messagesChunk = (lang, group) =>
    Object.keys(manifest).find((key) => manifest[key].file.includes(`/messages-${lang}-${group}-`));
  for (const { path, file, page: pageModule, complete } of PRERENDERED) {
    const rendered = await render(path);
    const page = {
      ...rendered,
      // A page that needs the app for its first screen: its code and messages, at low priority.
      preload: new Set(
        complete
          ? []
          : [
              ...chunkFiles(manifest, pageModule),
              ...chunkFiles(manifest, messagesChunk(rendered.lang, 'core')),
              ...chunkFiles(manifest, messagesChunk(rendered.lang, 'rest')),
            ],
      ),
    };
    const target = join(DIST, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fillShell(shell, page));
    console.log(
      `Prerendered ${path} into dist/${file} (${Math.round(page.html.length / 1024)} kB)`,
    );
  }
  rmSync(OUT, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
