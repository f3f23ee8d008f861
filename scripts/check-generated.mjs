// Fails when generated/ differs from a fresh generation of openapi/ (someone edited it, or forgot
// to run `npm run generate` after changing the contract).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const fresh = '.tmp/generated-check';
execFileSync('node', ['scripts/generate.mjs', '--out', fresh], { stdio: 'inherit' });

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const committed = new Map(files('generated').map((path) => [relative('generated', path), path]));
const regenerated = new Map(
  files(join(fresh, 'generated')).map((path) => [relative(join(fresh, 'generated'), path), path]),
);
const problems = [];
for (const [name, path] of regenerated) {
  if (!committed.has(name)) problems.push(`missing: generated/${name}`);
  else if (readFileSync(path, 'utf8') !== readFileSync(committed.get(name), 'utf8'))
    problems.push(`differs: generated/${name}`);
}
for (const name of committed.keys())
  if (!regenerated.has(name)) problems.push(`not generated: generated/${name}`);
rmSync(fresh, { recursive: true, force: true });

if (problems.length > 0) {
  console.error(
    `${problems.join('\n')}\n\ngenerated/ is stale or was edited by hand: run npm run generate.`,
  );
  process.exit(1);
}
console.log(`generated/ is fresh (${regenerated.size} files).`);
