// The app's server in this process, its calls to the backend answered by the mock's handlers (MSW):
// for the tests of what the server answers, before any build.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { server as mockServer } from '../../mocks/node';
import * as entry from '../../src/entry-server';
import { createAppServer, type AppServerOptions } from '../../src/server/app-server';
import { serverConfig } from '../../src/server/config';
import { createMetrics } from '../../src/server/metrics';

/** The backend's origin as the server sees it: nothing listens there, the mock's handlers answer. */
export const BACKEND = 'http://localhost:9';

export async function startAppServer(
  env: Record<string, string> = {},
  serveFile?: AppServerOptions['serveFile'],
) {
  const template = readFileSync('index.html', 'utf8');
  const metrics = createMetrics();
  const server = createAppServer({
    config: serverConfig({
      BACKEND_URL: BACKEND,
      PUBLIC_ORIGIN: 'https://www.example.com',
      ...env,
    }),
    entry: async () => entry,
    metrics,
    template: async () => template,
    serveFile,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    metrics,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type AppServer = Awaited<ReturnType<typeof startAppServer>>;

/**
 * The server for a test file: the mock's handlers listen and the server starts before its tests,
 * both stop after them. The object is filled in before the first test.
 */
export function withAppServer(env: Record<string, string> = {}): AppServer {
  const app = {} as AppServer;
  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: 'bypass' });
    Object.assign(app, await startAppServer(env));
  });
  afterAll(async () => {
    await app.stop();
    mockServer.close();
  });
  return app;
}
