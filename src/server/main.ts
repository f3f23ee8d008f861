// The production server: `node dist/server/main.js` (built by `vite build`), with only the runtime
// dependencies installed. Settings: src/server/config.ts. Stops gracefully on SIGTERM: in-flight
// pages finish, new connections are refused.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import * as entry from '../entry-server';
import { createAppServer } from './app-server';
import { serverConfig } from './config';
import { createMetrics } from './metrics';
import { staticFiles } from './static-files';

type Chunk = { file: string; imports?: string[] };

const config = serverConfig();
const client = join(import.meta.dirname, '..', 'client');
const template = readFileSync(join(client, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** A chunk's files with its static imports', those first. */
function chunkFiles(key: string | undefined, files = new Set<string>()): Set<string> {
  const chunk = key ? manifest[key] : undefined;
  if (!chunk || files.has(`/${chunk.file}`)) return files;
  files.add(`/${chunk.file}`);
  chunk.imports?.forEach((each) => chunkFiles(each, files));
  return files;
}

const messagesChunk = (lang: string, group: string) =>
  Object.keys(manifest).find((key) => manifest[key]!.file.includes(`/messages-${lang}-${group}-`));

const metrics = createMetrics();
const server = createAppServer({
  config,
  entry: async () => entry,
  metrics,
  template: async () => template,
  serveFile: staticFiles(client),
  preloads: ({ file, messages }, lang) =>
    [
      ...chunkFiles(`src/app/pages/${file}.tsx`),
      ...['core', ...messages].flatMap((group) => [...chunkFiles(messagesChunk(lang, group))]),
    ].filter((each) => !template.includes(each)),
});
server.listen(config.port, config.host, () =>
  console.log(`Baitak on http://${config.host}:${config.port}, backend ${config.backend.origin}`),
);

const metricsServer = createServer((req, res) => {
  res.writeHead(req.url === '/metrics' ? 200 : 404, {
    'content-type': 'text/plain; version=0.0.4',
  });
  res.end(req.url === '/metrics' ? metrics.text() : '');
});
if (config.metricsPort) metricsServer.listen(config.metricsPort, config.host);

function stop() {
  server.close(() => {
    metricsServer.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  // A connection that never finishes does not keep the process alive for ever.
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
