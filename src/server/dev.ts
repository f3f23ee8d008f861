// `npm run dev`: pages rendered on the server from the sources (Vite in middleware mode, hot reload in
// the browser), against the mock backend running in this same process (the browser's calls and the
// server's own go to it), fully offline. With API_PROXY_TARGET, against that backend instead.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { serverConfig } from './config';
import { createMetrics } from './metrics';

const backend = process.env.API_PROXY_TARGET;
// The mock's scenario panel shows only where the mock answers.
process.env.VITE_USE_MOCKS ??= backend ? 'false' : 'true';
// eslint-disable-next-line import-x/no-restricted-paths -- development only: the mock in this process
if (!backend) await import('../../mocks/server');
const config = serverConfig({
  ...process.env,
  PORT: process.env.PORT ?? '5173',
  METRICS_PORT: '0',
  ...(backend ? { BACKEND_URL: backend } : { MOCK: '1' }),
});
// Hot reload on the page's own origin: the policy's connect-src 'self' lets it in.
const server = createServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server } },
  appType: 'custom',
});
// The app's code runs through Vite, as the browser's does (its env, aliases and hot reload).
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { createAppServer } = await load<typeof import('./app-server')>('/src/server/app-server.ts');
const app = createAppServer(
  {
    config,
    metrics: createMetrics(),
    entry: () => load('/src/entry-server.tsx'),
    template: (url) => vite.transformIndexHtml(url, readFileSync('index.html', 'utf8')),
    // Vite's own files carry the security headers of production too; a page keeps the nonce its
    // answer's policy has, which Vite's scripts in it carry as well.
    before: vite.middlewares,
  },
  server,
);
app.listen(config.port, config.host, () =>
  console.log(`Baitak (development) on http://${config.host}:${config.port}`),
);
