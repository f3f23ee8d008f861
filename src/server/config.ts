// The server's settings, from its environment (docs/deployment.md).

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

export function serverConfig(env: NodeJS.ProcessEnv = process.env) {
  const origin = (name: string, fallback = '') => {
    const value = env[name] ?? fallback;
    if (value && !ORIGIN.test(value)) throw new Error(`${name} must be an origin: ${value}`);
    return value;
  };
  const port = Number(env.PORT ?? 4173);
  /** The backend is the mock and tests drive it (`npm run dev`, the journeys): its controls pass. */
  const mock = env.MOCK === '1';
  /** The only origin the server's own calls go to, and where it proxies the API. */
  const backend = origin('BACKEND_URL', mock ? `http://127.0.0.1:${env.MOCK_PORT ?? 9090}` : '');
  if (!backend) throw new Error('BACKEND_URL must name the backend, e.g. http://10.0.0.5:8000');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    /** Prometheus metrics on a port of their own (0: none). */
    metricsPort: Number(env.METRICS_PORT ?? port + 1000),
    backend: new URL(backend),
    /** The site's public origin, for canonical links, previews and sitemaps. */
    publicOrigin: origin('PUBLIC_ORIGIN', `http://127.0.0.1:${port}`),
    /** How long a page waits for its data before it is sent with its loading state. */
    deadlineMs: Number(env.RENDER_DEADLINE_MS ?? 2000),
    mock,
    /** nginx puts the nonce into each page (CSP_NONCE=edge), so a cached page never reuses one. */
    edgeNonce: env.CSP_NONCE === 'edge',
    chatWidgetOrigin: origin('CHAT_WIDGET_ORIGIN'),
    mapTileOrigin: origin('MAP_TILE_ORIGIN'),
    // The mock's payment provider lives on the mock's port as another origin (docs/deployment.md).
    paymentProviderOrigin: origin(
      'PAYMENT_PROVIDER_ORIGIN',
      mock ? `http://localhost:${new URL(backend).port}` : '',
    ),
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;
