// Load on the app's server for scripts/bench-ssr.mjs, each request as a browser asks for a page (gzip
// accepted, no cookie): wrk for pages per second and latency, and a given number of pages cycling
// through a list (for the memory the server keeps).
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';

const UNITS_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const HEADERS = { 'accept-encoding': 'gzip' };

/** A duration of wrk's report ("812.55us", "1.20ms", "2.01s") in ms. */
function durationMs(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  if (!unit) throw new Error(`not a wrk duration: ${text}`);
  return Number(value) * UNITS_MS[unit];
}

/** wrk's report: pages per second, requests, latency p50 and p99, errors (non-2xx/3xx, socket). */
function wrkReport(text) {
  const field = (pattern) => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`wrk's report has no ${pattern}:\n${text}`);
    return match[1];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    text,
  );
  return {
    pagesPerSecond: Number(field(/Requests\/sec:\s+([\d.]+)/)),
    requests: Number(field(/(\d+) requests in /)),
    p50Ms: durationMs(field(/^\s+50%\s+(\S+)\s*$/m)),
    p99Ms: durationMs(field(/^\s+99%\s+(\S+)\s*$/m)),
    errors:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  };
}

/** `connections` connections asking for `url` for `seconds`, with wrk's latency report. */
export function wrk(url, { seconds, connections, threads = 2 }) {
  const headers = Object.entries(HEADERS).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', ...headers, url];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              'wrk is not installed: apt-get install wrk (Debian, Ubuntu) or brew install wrk',
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk ${args.join(' ')}: ${code}`));
      try {
        resolve(wrkReport(text));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** `count` pages, `paths` in turn, over `connections` kept-alive connections: the answers' statuses. */
export async function requestPages(origin, paths, count, connections) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map();
  const page = (path) =>
    new Promise((resolve, reject) => {
      get(`${origin}${path}`, { agent, headers: HEADERS }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode));
        answer.on('error', reject);
      }).on('error', reject);
    });
  let next = 0;
  const connection = async () => {
    while (next < count) {
      const status = await page(paths[next++ % paths.length]);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, connection));
  } finally {
    agent.destroy();
  }
  return statuses;
}
