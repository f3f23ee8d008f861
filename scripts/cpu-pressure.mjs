// Keeps `count` cores busy (child processes spinning) until stopped: the extra CPU-heavy process the
// suite must stay reliable beside (scripts/e2e-repeat.mjs; `node scripts/cpu-pressure.mjs` by hand).
import { spawn } from 'node:child_process';

export function startCpuPressure(count = 1) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => children.forEach((child) => child.kill());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stop = startCpuPressure(Number(process.argv[2] ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
  console.log('Keeping a core busy; Ctrl+C stops.');
}
