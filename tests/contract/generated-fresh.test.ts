// generated/ is what `npm run generate` makes of openapi/ today (nobody edited it, nobody forgot it).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('generated/ matches a fresh generation', () => {
  const run = spawnSync('node', ['scripts/check-generated.mjs'], { cwd: root, encoding: 'utf8' });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toMatch(/generated\/ is fresh/);
});
