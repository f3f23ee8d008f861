// The build's files (dist/client), served as nginx serves them in production: hashed assets cached
// for a year, everything else revalidated, the build manifest never stored; text gzipped once.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { safeDecode } from '@/lib/safe-redirect';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export function staticFiles(root: string) {
  const files = new Map<string, { body: Buffer; gzip?: Buffer }>();
  /** A file of the build for `path`, never outside it, never its page template or a dotfile. */
  function fileOf(path: string): string | undefined {
    const file = resolve(root, `.${safeDecode(path)}`);
    if (!file.startsWith(`${root}${sep}`) || /[\\/]\.|\.html$|\0/.test(file)) return undefined;
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
  }
  return (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    const file = fileOf(path);
    if (!file) {
      // Missing build files are missing, never a page.
      if (!/^\/(assets|builds)\//.test(path)) return false;
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found\n');
      return true;
    }
    let cached = files.get(file);
    if (!cached) {
      const body = readFileSync(file);
      cached = { body, gzip: COMPRESSIBLE.has(extname(file)) ? gzipSync(body) : undefined };
      if (!path.startsWith('/builds/')) files.set(file, cached);
    }
    const gzip = cached.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : path.startsWith('/builds/')
          ? 'no-store'
          : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? cached.gzip : cached.body);
    return true;
  };
}
