// The build the journeys run against keeps a source map of every chunk outside what is served (for
// the server that maps error reports' stacks), and no chunk names one. A Playwright file, not a unit
// test: it runs after the build, on the build the journeys use (DIST_DIR, as scripts/serve.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const BUILD = resolve(process.env.DIST_DIR ?? 'dist');
/** `import "./a.js";` and `export { x } from "./b.js";` statements and nothing else. */
const ONLY_LINKS = /^(?:\s*(?:import\s*"[^"]+"|export\s*\{[^}]*\}\s*from\s*"[^"]+")\s*;?)+\s*$/;

test('the build keeps a source map of every chunk outside what is served, and names none', () => {
  const served = readdirSync(join(BUILD, 'client'), { recursive: true }).map(String);
  expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
  const chunks = served.filter((file) => /^assets[\\/].+\.js$/.test(file));
  expect(chunks.length).toBeGreaterThan(10);
  for (const chunk of chunks) {
    const code = readFileSync(join(BUILD, 'client', chunk), 'utf8');
    expect(code).not.toMatch(/sourceMappingURL/);
    // The bundler's own helpers, and a chunk that only imports or re-exports others, have no
    // sources to map.
    const ours = !/(?:^|[\\/])(?:preload-helper|rolldown-runtime)-/.test(chunk);
    if (ours && !ONLY_LINKS.test(code))
      expect(existsSync(join(BUILD, 'sourcemaps', `${chunk}.map`)), chunk).toBe(true);
  }
});
