// The server's settings, from its environment (README, "Running the server").

export type ServerConfig = {
  host: string;
  port: number;
  /** Prometheus metrics on a port of their own (0: none). */
  metricsPort: number;
  /** The backend: the only origin the server's own calls go to, and where it proxies the API. */
  backend: URL;
  /** The site's public origin, for canonical links, previews and sitemaps. */
  publicOrigin: string;
  /** How long a page waits for its data before it is sent with its loading state. */
  deadlineMs: number;
  /** The backend is the mock (`npm start`, `npm run dev`): its controls and test cookies pass. */
  mock: boolean;
  /** nginx puts the nonce into each page (CSP_NONCE=edge), so a cached page never reuses one. */
  edgeNonce: boolean;
  chatWidgetOrigin: string;
  mapTileOrigin: string;
  paymentProviderOrigin: string;
};

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

function origin(env: NodeJS.ProcessEnv, name: string, fallback = ''): string {
  const value = env[name] ?? fallback;
  if (value && !ORIGIN.test(value)) throw new Error(`${name} must be an origin: ${value}`);
  return value;
}

export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4173);
  const mockPort = Number(env.MOCK_PORT ?? 9090);
  const mock = env.MOCK === '1';
  const backend = origin(env, 'BACKEND_URL', mock ? `http://127.0.0.1:${mockPort}` : '');
  if (!backend) throw new Error('BACKEND_URL must name the backend, e.g. http://10.0.0.5:8000');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    metricsPort: Number(env.METRICS_PORT ?? port + 1000),
    backend: new URL(backend),
    publicOrigin: origin(env, 'PUBLIC_ORIGIN', `http://127.0.0.1:${port}`),
    deadlineMs: Number(env.RENDER_DEADLINE_MS ?? 2000),
    mock,
    edgeNonce: env.CSP_NONCE === 'edge',
    chatWidgetOrigin: origin(env, 'CHAT_WIDGET_ORIGIN'),
    mapTileOrigin: origin(env, 'MAP_TILE_ORIGIN'),
    // The mock's payment provider lives on the mock's port as another origin (README).
    paymentProviderOrigin: origin(
      env,
      'PAYMENT_PROVIDER_ORIGIN',
      mock ? `http://localhost:${new URL(backend).port}` : '',
    ),
  };
}
