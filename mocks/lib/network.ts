/**
 * The network a request comes from, for the per-network rate limits (mocks/db/rate-limits.ts). The
 * standalone server (mocks/server.ts) writes it into `X-Mock-Network` from the connection, replacing
 * whatever the client sent: the connection's address, or, when that address is one of
 * `MOCK_TRUSTED_PROXIES` (the deployment's own nginx, say), the `X-Real-IP` that proxy set. Behind an
 * untrusted proxy (the app's server in `npm start`, the journeys) every client is that proxy's
 * network; namespaces keep tests apart. In-process (vitest, the browser's worker) there is no
 * connection: a test names a network with the header, and without one every request is `local`.
 */
export const NETWORK_HEADER = 'x-mock-network';
const LOCAL = 'local';
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/** `::ffff:127.0.0.1` → `127.0.0.1`; anything that is not an address → undefined. */
function address(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  return trimmed && ADDRESS.test(trimmed) ? trimmed : undefined;
}

/** The addresses whose `X-Real-IP` is believed (comma-separated; none by default). */
export function trustedProxies(list = process.env.MOCK_TRUSTED_PROXIES ?? ''): Set<string> {
  return new Set(list.split(',').flatMap((item) => address(item) ?? []));
}

/** The client's network as the server sees it: the connection, or what a trusted proxy says. */
export function connectionNetwork(
  remote: string | undefined,
  realIp: string | string[] | undefined,
  trusted: Set<string>,
): string {
  const peer = address(remote) ?? LOCAL;
  const told = address(Array.isArray(realIp) ? realIp[0] : realIp);
  return trusted.has(peer) && told ? told : peer;
}

/** The network of a request handled by the mock. */
export const networkOf = (request: Request): string =>
  request.headers.get(NETWORK_HEADER)?.trim() || LOCAL;
