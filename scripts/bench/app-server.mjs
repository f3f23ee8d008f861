// A build served like production for the benchmarks (scripts/bench-web.mjs, scripts/bench-ssr.mjs):
// a checkout's scripts/serve.mjs (this one's, or another's such as the baseline's, whose serve script
// serves its own build layout) on the mock backend, which it starts, with PORT, MOCK_PORT and DIST_DIR.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Stops the servers (serve.mjs passes SIGTERM on) and waits for serve.mjs to exit. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Starts `serve` (a path to a serve.mjs; run from its checkout's root) and waits for its first page.
 * `stdout`, `stderr`: where the servers' output goes (spawn's stdio: 'inherit', 'ignore', an fd).
 */
export async function startAppServer({
  port,
  mockPort,
  dist,
  serve = 'scripts/serve.mjs',
  stdout = 'inherit',
  stderr = 'inherit',
}) {
  const script = resolve(serve);
  const child = spawn(process.execPath, [script], {
    cwd: resolve(dirname(script), '..'),
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PORT: String(mockPort),
      // The benchmarks' pages use the mock's namespaces (its test cookies pass only with MOCK=1).
      MOCK: '1',
      ...(dist ? { DIST_DIR: resolve(dist) } : {}),
    },
    stdio: ['ignore', stdout, stderr],
  });
  // A benchmark that fails never leaves its servers running.
  process.once('exit', () => child.kill('SIGTERM'));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400 && child.exitCode === null; i += 1) {
    const up = await fetch(`${origin}/`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { origin, pid: child.pid, stop: () => stop(child) };
    await delay(200);
  }
  await stop(child);
  throw new Error(`the app server (${script}) did not start`);
}
