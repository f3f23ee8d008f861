// Contract → code. Bundles the hand-written contract (openapi/) into generated/openapi.yaml, then runs
// Orval (react-query hooks, MSW handlers and faker mocks, zod request schemas) and Prettier.
// With --out DIR, writes to DIR instead of generated/ (used by the freshness check).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const outIndex = process.argv.indexOf('--out');
const root = resolve(import.meta.dirname, '..');
// Output is shown only when a step fails (Orval's bundler warns about import.meta in the mutator).
const run = (cmd, args, env = {}) => {
  try {
    execFileSync(cmd, args, { cwd: root, stdio: 'pipe', env: { ...process.env, ...env } });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw error;
  }
};
const bin = (name) => join(root, 'node_modules', '.bin', name);

function generate(workdir) {
  mkdirSync(join(workdir, 'generated'), { recursive: true });
  run(bin('redocly'), [
    'bundle',
    join(root, 'openapi/openapi.yaml'),
    '-o',
    join(workdir, 'generated/openapi.yaml'),
  ]);
  run(bin('orval'), ['--config', 'orval.config.ts'], { ORVAL_ROOT: workdir });
  run(bin('prettier'), [
    '--log-level',
    'warn',
    '--ignore-path',
    '',
    '--write',
    join(workdir, 'generated'),
  ]);
}

if (outIndex === -1) {
  generate(root);
  console.log('generated/ is up to date with openapi/.');
} else {
  // Orval resolves the config's relative paths from the working directory: mirror what it needs.
  const workdir = resolve(process.argv[outIndex + 1]);
  rmSync(workdir, { recursive: true, force: true });
  mkdirSync(workdir, { recursive: true });
  cpSync(join(root, 'src/lib'), join(workdir, 'src/lib'), { recursive: true });
  cpSync(join(root, '.prettierrc.json'), join(workdir, '.prettierrc.json'));
  generate(workdir);
}
