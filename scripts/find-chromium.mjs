// Finds the tools the end-to-end tests need: a Chromium (CHROME_PATH, then /usr/bin/chromium) and nginx
// (NGINX_PATH, then /usr/sbin/nginx). Where one is missing and this runs as root on Debian, installs
// Debian's package (`chromium`, `nginx`) with apt-get, all in one call. Never downloads a browser build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function aptInstall(...pkgs) {
  console.log(`Installing Debian's ${pkgs.join(' and ')} with apt-get...`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(
    `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${pkgs.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}

export function canAptInstall() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

const TOOLS = {
  chromium: {
    candidates: () => [process.env.CHROME_PATH, '/usr/bin/chromium'],
    installed: '/usr/bin/chromium',
    help: [
      'No Chromium found for the end-to-end tests.',
      'Install one and run again, e.g. on Debian or Ubuntu: sudo apt-get install chromium',
      'or point CHROME_PATH at an installed Chromium or Chrome binary.',
    ],
  },
  nginx: {
    candidates: () => [process.env.NGINX_PATH, '/usr/sbin/nginx'],
    installed: '/usr/sbin/nginx',
    help: [
      'No nginx found for the production-server test (tests/e2e/nginx.spec.ts).',
      'Install it and run again, e.g. on Debian or Ubuntu: sudo apt-get install nginx',
      'or point NGINX_PATH at an installed nginx binary.',
    ],
  },
};

/** The path of an installed tool, or undefined. */
export function locate(tool) {
  return TOOLS[tool].candidates().find((path) => path && existsSync(path));
}

/** Finds every tool, installing the missing ones in one apt-get call where allowed; else exits with help. */
export function findTools(...tools) {
  const missing = tools.filter((tool) => !locate(tool));
  if (missing.length > 0 && canAptInstall()) aptInstall(...missing);
  const found = {};
  for (const tool of tools) {
    found[tool] = locate(tool);
    if (!found[tool]) {
      console.error(TOOLS[tool].help.join('\n'));
      process.exit(1);
    }
  }
  return found;
}

export function findChromium() {
  return findTools('chromium').chromium;
}

export function findNginx() {
  return findTools('nginx').nginx;
}
