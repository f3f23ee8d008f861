// Installs the locked dependencies when node_modules is missing or older than package-lock.json.
// `npm install` (not `npm ci`): npm 11 refuses its own lock file in `npm ci` when a package has
// platform-specific optional dependencies (unrs-resolver); with the lock in place it installs the
// same locked versions.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const lockHash = () => createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const stamp = 'node_modules/.installed-lock-hash';
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash()) {
  console.log('Installing dependencies...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
  writeFileSync(stamp, lockHash());
}
