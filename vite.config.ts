import { rmSync } from 'node:fs';
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
import { reactSentinelsPlugin } from './scripts/react-sentinels.ts';
import { rootRedirect } from './scripts/root-locale.mjs';

const alias = [
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
  {
    find: /^@generated\//,
    replacement: `${fileURLToPath(new URL('./generated', import.meta.url))}/`,
  },
  { find: /^@mocks\//, replacement: `${fileURLToPath(new URL('./mocks', import.meta.url))}/` },
];

/** The MSW worker is for `npm run dev` only: keep it out of the production build. */
const dropMockWorker = (): Plugin => ({
  name: 'drop-mock-worker',
  apply: 'build',
  closeBundle() {
    rmSync(fileURLToPath(new URL('./dist/mockServiceWorker.js', import.meta.url)), { force: true });
  },
});

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

/** `npm run dev` sends an English visitor of `/` to /en, as the production servers do. */
const rootLocaleRedirect = (): Plugin => ({
  name: 'root-locale-redirect',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const to =
        url.pathname === '/'
          ? rootRedirect(req.headers.cookie, req.headers['accept-language'], url.search)
          : undefined;
      if (!to) return next();
      res.writeHead(302, { location: to, vary: 'cookie, accept-language' }).end();
    });
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

/**
 * The modules every page needs (the static imports of src/start.tsx, less the entry's own) go in one
 * chunk. Left alone, the bundler splits out each small module that start shares with some page: on the
 * home page that was 6 more files and 1.5 kB more gzip for the same code.
 */
const appCore = (() => {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'app-core-chunk',
    apply: 'build',
    buildEnd() {
      const closure = (entry: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(fileURLToPath(new URL(entry, import.meta.url)));
        return seen;
      };
      const entry = closure('./src/main.tsx');
      members.clear();
      for (const id of closure('./src/start.tsx')) if (!entry.has(id)) members.add(id);
    },
  };
  return { plugin, has: (id: string) => members.has(id) };
})();

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiProxy = env.API_PROXY_TARGET;
  // The production build's id (see scripts/build-info.ts): the app compares it with builds/latest.json.
  const build = command === 'build' ? resolveBuildInfo({ ...env, ...process.env }) : undefined;
  return {
    plugins: [
      react(),
      markdownDocumentsPlugin(),
      dropMockWorker(),
      axiosWithoutFetchAdapter(),
      reactSentinelsPlugin(),
      rootLocaleRedirect(),
      appCore.plugin,
      rootErrorMessagesPlugin(ROOT_ERROR_MESSAGE_IDS, command === 'build'),
      ...(build ? [buildInfoPlugin(build), compileMessagesPlugin(), stripDescriptorsPlugin()] : []),
    ],
    define: build ? { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(build.buildId) } : undefined,
    css: { postcss: { plugins: [fontDisplayOptional] } },
    resolve: { alias: build ? [...alias, noParserAlias()] : alias },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: apiProxy
        ? {
            '/api': { target: apiProxy, changeOrigin: true },
            '/customer/api': { target: apiProxy, changeOrigin: true },
          }
        : undefined,
    },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Read by scripts/prerender.mjs (the files each page preloads), then removed from dist/.
      manifest: true,
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
              // The app's core in three chunks, each evaluated in a task of its own (src/main.tsx):
              // React (with the entry's first import, ./src/app/boot/react.ts), the other
              // libraries, the app's own modules.
              {
                name: 'react',
                test: (id: string) =>
                  (appCore.has(id) &&
                    /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) ||
                  /[\\/]src[\\/]app[\\/]boot[\\/]react\.ts$/.test(id),
                priority: 1.6,
                includeDependenciesRecursively: false,
              },
              {
                name: 'libraries',
                test: (id: string) => appCore.has(id) && /[\\/]node_modules[\\/]/.test(id),
                priority: 1.3,
                includeDependenciesRecursively: false,
              },
              // Not its dependencies that the entry has: those stay in the entry's file.
              {
                name: 'start',
                test: appCore.has,
                priority: 1,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
