import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildInfoPlugin, resolveBuildInfo } from './scripts/build-info.ts';
import { catalogueOf, groupOf, ROOT_ERROR_MESSAGE_IDS } from './src/i18n/message-groups.ts';
import {
  compileMessagesPlugin,
  noParserAlias,
  rootErrorMessagesPlugin,
  stripDescriptorsPlugin,
} from './scripts/compile-messages.ts';
import { markdownDocumentsPlugin } from './scripts/markdown-documents.ts';
import { CSP_NONCE_PLACEHOLDER } from './src/server/security-headers.mjs';

const alias = [
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
  {
    find: /^@generated\//,
    replacement: `${fileURLToPath(new URL('./generated', import.meta.url))}/`,
  },
  { find: /^@mocks\//, replacement: `${fileURLToPath(new URL('./mocks', import.meta.url))}/` },
];

/**
 * axios takes its XMLHttpRequest adapter in every browser (its order is xhr, http, fetch; the app never
 * names one): its fetch adapter, its helpers and the feature tests it runs as the app's code loads are
 * left out of the build (about 3 kB gzip of the start chunk).
 */
const axiosWithoutFetchAdapter = (): Plugin => ({
  name: 'axios-without-fetch-adapter',
  apply: 'build',
  load(id) {
    if (/[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(id))
      return 'export const getFetch = () => false;\nexport default false;\n';
  },
});

/**
 * The browser's source maps are built (`hidden`: the chunks do not name them) and moved out of what is
 * served, from dist/client/assets to dist/sourcemaps/assets: the backend that takes error reports maps
 * their stacks back to the sources with them (mocks/lib/source-maps-node.ts); no visitor can download
 * the sources (the app's server and nginx refuse `*.map` besides).
 */
const privateSourceMaps = (): Plugin => ({
  name: 'private-source-maps',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildStart() {
    const { root, build } = this.environment.config;
    rmSync(resolve(root, build.outDir, '..', 'sourcemaps'), { recursive: true, force: true });
  },
  writeBundle(options, bundle) {
    const served = options.dir!;
    const kept = resolve(served, '..', 'sourcemaps');
    for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
      mkdirSync(dirname(join(kept, file)), { recursive: true });
      renameSync(join(served, file), join(kept, file));
    }
  },
});

/**
 * Web fonts never move text: a font that is not there for the first paint is used from the next page
 * on (cached), instead of swapping in and reflowing the page (Lighthouse measured a layout shift of
 * 0.1 on the home page's hero with `swap`). Text is never blocked either way.
 */
const fontDisplayOptional = {
  postcssPlugin: 'font-display-optional',
  Declaration: {
    'font-display': (declaration: { value: string }) => {
      declaration.value = 'optional';
    },
  },
};

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The production build's id (see scripts/build-info.ts): the app compares it with builds/latest.json.
  const build = command === 'build' ? resolveBuildInfo({ ...env, ...process.env }) : undefined;
  return {
    plugins: [
      react(),
      markdownDocumentsPlugin(),
      axiosWithoutFetchAdapter(),
      privateSourceMaps(),
      rootErrorMessagesPlugin(ROOT_ERROR_MESSAGE_IDS, command === 'build'),
      ...(build ? [buildInfoPlugin(build), compileMessagesPlugin(), stripDescriptorsPlugin()] : []),
    ],
    define: build ? { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(build.buildId) } : undefined,
    // Each styled component gets an id from its file and place (not from the order modules happen to
    // load in), the same on the server and in the browser, so hydration finds the same class names.
    oxc: { plugins: { styledComponents: { ssr: true, displayName: !build, fileName: false } } },
    css: { postcss: { plugins: [fontDisplayOptional] } },
    resolve: { alias: build ? [...alias, noParserAlias()] : alias },
    // The nonce of the page's scripts and styles: the app's server puts each answer's own in its place.
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    // `vite build` builds the browser's code, then the server's (src/server/main.ts), with one build id.
    builder: {},
    environments: {
      client: { build: { outDir: 'dist/client', manifest: true, sourcemap: 'hidden' } },
      ssr: {
        // Dependencies bundled into the built server: CommonJS packages (styled-components,
        // stylis-plugin-rtl) lose their default export through Node's ESM loader, and the server
        // then needs no node_modules at all. Development loads them with Vite's interop.
        resolve: { noExternal: command === 'build' ? true : undefined },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: 'dist/server',
          copyPublicDir: false,
          rollupOptions: { input: 'src/server/main.ts' },
        },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 400,
      // Fonts are always files: the Content-Security-Policy allows fonts from 'self' only, not data: URLs.
      // Leaflet's stylesheet names pictures the map never shows (default markers, layer switcher):
      // files, fetched only if used, instead of 3 kB of data: URLs in the map's CSS.
      assetsInlineLimit: (file: string) =>
        /\.woff2?$/.test(file) || /leaflet[\\/]dist[\\/]images/.test(file) ? false : undefined,
      rollupOptions: {
        output: {
          codeSplitting: {
            groups: [
              // One chunk per message group and language (src/i18n/message-groups.ts).
              {
                debugName: 'messages',
                name: (id: string) => {
                  const catalogue = catalogueOf(id);
                  return catalogue
                    ? `messages-${catalogue.locale}-${groupOf(catalogue.area)}`
                    : null;
                },
                priority: 2,
              },
            ],
          },
        },
      },
    },
  };
});
