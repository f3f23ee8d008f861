// Prerenders first screens into the build, in both languages (after `vite build`): the page's HTML
// and styles as the app renders them before any data arrives, so the browser paints the page as soon
// as the HTML arrives instead of after the JavaScript. The app then renders out of sight and takes the
// prerendered copy's place in one frame (src/app/prerendered.ts). The pages: PRERENDERED below.
//   dist/index.html, dist/en/index.html           `/`, `/en`
//   dist[/en]/<list>/index.html                    the catalogue lists
//   dist[/en]/<kind>/_id.html                      any catalogue record (./detail-pages.mjs)
//   dist[/en]/account/…, reservation-checkout/_id.html, financing-requests/…   the signed-in pages'
//                                                  shells, without session or data (./detail-pages.mjs)
//   dist/app.html                                  the app shell, for every other route
// Every page also gets its stylesheet (the web fonts' @font-face rules) inline, one request less before
// the first paint, and <link rel="modulepreload"> for the app's code where it is needed early.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { CATALOGUE_PAGES } from '../src/config/catalogue-pages.mjs';
import { DETAIL_FILE, GUARDED_SHELLS, SHELL_RENDER_ID } from './detail-pages.mjs';
import { completeShell, fillShell } from './prerender-html.mjs';

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
  ...GUARDED_SHELLS.map(({ path, file, page }) => [
    path.replace('/_', `/${SHELL_RENDER_ID}`),
    file,
    page,
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

/**
 * The files a chunk of Vite's manifest needs: itself and its static imports, in load order (a chunk's
 * imports before it; chunks that import each other once each).
 */
function chunkFiles(manifest, key, files = new Set(), visiting = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}`);
  if (visiting.has(key)) return files;
  visiting.add(key);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files, visiting);
  files.add(`/${chunk.file}`);
  return files;
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
    // The entry's static imports (chunks it shares with the app), at once on every page.
    entry: new Set((manifest['index.html'].imports ?? []).map((key) => `/${manifest[key].file}`)),
  });
  writeFileSync(join(DIST, 'app.html'), shell);
  const messagesChunk = (lang, group) =>
    Object.keys(manifest).find((key) => manifest[key].file.includes(`/messages-${lang}-${group}-`));
  for (const { path, file, page: pageModule, complete } of PRERENDERED) {
    const rendered = await render(path);
    const page = {
      ...rendered,
      // A signed-in shell's links to its own address (the language switch) name no record.
      html: rendered.html.replaceAll(`/${SHELL_RENDER_ID}`, '/_'),
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
