// The build's files (dist/client), as nginx serves them in production: hashed assets cached for a
// year, the build manifest never stored, everything else revalidated; text gzipped once. The security
// headers (nosniff among them) are every answer's (app-server.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { safeDecode } from '@/lib/navigation/safe-redirect';

const TYPES: Record<string, [type: string, text?: boolean]> = {
  '.js': ['text/javascript; charset=utf-8', true],
  '.css': ['text/css; charset=utf-8', true],
  '.json': ['application/json; charset=utf-8', true],
  '.svg': ['image/svg+xml', true],
  '.png': ['image/png'],
  '.woff': ['font/woff'],
  '.woff2': ['font/woff2'],
  '.ico': ['image/x-icon'],
};
const CACHE = { assets: 'public, max-age=31536000, immutable', builds: 'no-store' } as const;

export function staticFiles(root: string) {
  const files = new Map<string, { body: Buffer; gzip?: Buffer }>();
  return (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    // Inside the build only, never its page template, a dotfile or a source map (kept for the server
    // that maps error reports, never for visitors).
    const file = resolve(root, `.${safeDecode(path)}`);
    const folder = /^\/(assets|builds)\//.exec(path)?.[1] as keyof typeof CACHE | undefined;
    const found = file.startsWith(`${root}${sep}`) && !/[\\/]\.|\.html$|\.map$|\0/i.test(file);
    if (!found || !existsSync(file) || !statSync(file).isFile()) {
      // A missing build file is missing, never a page.
      if (folder)
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return folder !== undefined;
    }
    const [type, text] = TYPES[extname(file)] ?? ['application/octet-stream'];
    let cached = files.get(file);
    if (!cached) {
      const body = readFileSync(file);
      cached = { body, gzip: text ? gzipSync(body) : undefined };
      if (folder !== 'builds') files.set(file, cached);
    }
    const gzip = cached.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, {
      'content-type': type,
      'cache-control': folder ? CACHE[folder] : 'no-cache',
      vary: 'Accept-Encoding',
      ...(gzip && { 'content-encoding': 'gzip' }),
    });
    res.end(gzip ? cached.gzip : cached.body);
    return true;
  };
}
