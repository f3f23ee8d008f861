// Before `npm start` and `npm test`: checks the Node version against package.json's `engines`, then
// installs the locked dependencies with `npm ci` (a clean install of exactly package-lock.json) when
// node_modules is missing or was installed from another lock. Only Node's own modules: it runs first.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync('package.json', 'utf8'));

/** `20.19.0` against `>=20.19.0 <21 || >=22.12.0` (the forms package.json uses). */
function satisfies(version, range) {
  const parts = (text) =>
    text
      .replace(/^[<>=v]+/, '')
      .split('.')
      .map(Number);
  const compare = (a, b) => {
    const [x, y] = [parts(a), parts(b)];
    for (let i = 0; i < 3; i += 1)
      if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
    return 0;
  };
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((bound) => {
        if (bound.startsWith('>=')) return compare(version, bound) >= 0;
        if (bound.startsWith('<')) return compare(version, bound) < 0;
        return compare(version, bound) === 0;
      }),
  );
}

const node = process.versions.node;
if (!satisfies(node, engines.node)) {
  const pinned = readFileSync('.nvmrc', 'utf8').trim();
  console.error(
    `Baitak needs Node ${engines.node}; this is Node ${node}.\n` +
      `Install the pinned version (${pinned}, in .nvmrc): \`nvm install && nvm use\`, then run this again.`,
  );
  process.exit(1);
}

const lockHash = () => createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const stamp = 'node_modules/.installed-lock-hash';
// Without our stamp, an install npm made itself from this lock (`npm ci && npm test`) counts: npm's
// own record of node_modules is then newer than the lock.
const hidden = 'node_modules/.package-lock.json';
const installedByNpm = () =>
  existsSync(hidden) && statSync(hidden).mtimeMs >= statSync('package-lock.json').mtimeMs;
const current = existsSync(stamp) ? readFileSync(stamp, 'utf8') === lockHash() : installedByNpm();
if (!current) {
  console.log('Installing the locked dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
if (!current || !existsSync(stamp)) writeFileSync(stamp, lockHash());
