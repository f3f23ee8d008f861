import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildInfoPlugin, resolveBuildInfo } from './scripts/build-info.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/** The MSW worker is for `npm run dev` only: keep it out of the production build. */
const dropMockWorker = (): Plugin => ({
  name: 'drop-mock-worker',
  apply: 'build',
  closeBundle() {
    rmSync(fileURLToPath(new URL('./dist/mockServiceWorker.js', import.meta.url)), { force: true });
  },
});

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiProxy = env.API_PROXY_TARGET;
  // The production build's id (see scripts/build-info.ts): the app compares it with builds/latest.json.
  const build = command === 'build' ? resolveBuildInfo({ ...env, ...process.env }) : undefined;
  return {
    plugins: [react(), dropMockWorker(), ...(build ? [buildInfoPlugin(build)] : [])],
    define: build ? { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(build.buildId) } : undefined,
    resolve: { alias },
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
      chunkSizeWarningLimit: 400,
      // Fonts are always files: the Content-Security-Policy allows fonts from 'self' only, not data: URLs.
      assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
    },
  };
});
