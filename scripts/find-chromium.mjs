// Finds a Chromium for the end-to-end tests: CHROME_PATH, then /usr/bin/chromium. Where none is found
// and this runs as root on Debian, installs Debian's `chromium` package. Never downloads a browser build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function aptInstall(pkg) {
  console.log(`Installing Debian's ${pkg} package with apt-get...`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${pkg}`, {
    stdio: 'inherit',
  });
}

export function canAptInstall() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (canAptInstall()) {
    aptInstall('chromium');
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install one and run again, e.g. on Debian or Ubuntu: sudo apt-get install chromium',
      'or point CHROME_PATH at an installed Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
