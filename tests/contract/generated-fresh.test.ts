// generated/ is what `npm run generate` makes of openapi/ today (nobody edited it, nobody forgot it).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('generated/ matches a fresh generation', async () => {
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile('node', ['scripts/check-generated.mjs'], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` });
    });
  });
  expect(code, output).toBe(0);
  expect(output).toMatch(/generated\/ is fresh/);
});
