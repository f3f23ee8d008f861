// The production server: `node dist/server/main.js` (built by `vite build`, its dependencies in the
// bundle). Settings: ./config.ts. On SIGTERM it stops taking connections and exits once the pages
// in flight are sent.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import * as entry from '../entry-server';
import { createAppServer } from './app-server';
import { serverConfig } from './config';
import { createMetrics } from './metrics';
import { staticFiles } from './static-files';

const config = serverConfig();
const client = join(import.meta.dirname, '..', 'client');
// The page is in the HTML: its scripts make it interactive, so they load at a low priority (a
// high-priority script counts as blocking the first paint, and competes with the page's pictures).
const template = readFileSync(join(client, 'index.html'), 'utf8').replace(
  /rel="modulepreload"|type="module"/g,
  '$& fetchpriority="low"',
);
const manifest: Record<string, { file: string; imports?: string[] }> = JSON.parse(
  readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'),
);

/** A chunk's file and its static imports', recursively (the page's preloads). */
function chunkFiles(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (chunk && !files.has(`/${chunk.file}`)) {
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach((each) => chunkFiles(each, files));
  }
  return files;
}

const metrics = createMetrics();
const server = createAppServer({
  config,
  entry: async () => entry,
  metrics,
  template: async () => template,
  serveFile: staticFiles(client),
  // The page's code; its messages are in the page (they load once it is the browser's).
  preloads: ({ file }) =>
    [...chunkFiles(`src/app/pages/${file}.tsx`)].filter((each) => !template.includes(each)),
});
server.listen(config.port, config.host, () =>
  console.log(`Baitak on http://${config.host}:${config.port}, backend ${config.backend.origin}`),
);

const metricsServer = createServer(async (req, res) => {
  const found = req.url === '/metrics';
  res.writeHead(found ? 200 : 404, { 'content-type': metrics.contentType });
  res.end(found ? await metrics.text() : '');
});
if (config.metricsPort) metricsServer.listen(config.metricsPort, config.host);

function stop() {
  server.close(() => metricsServer.close(() => process.exit(0)));
  // A connection kept alive after its last answer would hold the stop: each is closed once idle.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
