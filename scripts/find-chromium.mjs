// Finds the tools the end-to-end tests need: a Chromium (CHROME_PATH, then Debian's headless shell
// /usr/bin/chromium-headless-shell, then /usr/bin/chromium) and nginx (NGINX_PATH, then /usr/sbin/nginx).
// Where one is missing and this runs as root on Debian, installs Debian's package (`chromium`, `nginx`)
// with apt-get, all in one call, with `chromium-headless-shell` as an optional extra: the same engine
// without the browser UI, which runs the journeys with about a third less CPU. Never downloads a
// browser build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function aptInstall(...pkgs) {
  console.log(`Installing Debian's ${pkgs.join(' and ')} with apt-get...`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  aptGet(pkgs);
}

function aptGet(pkgs) {
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

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const CHROMIUM_HELP = [
  'No Chromium found.',
  'Install one and run again, e.g. on Debian or Ubuntu: sudo apt-get install chromium',
  'or point CHROME_PATH at an installed Chromium or Chrome binary.',
];

const TOOLS = {
  /** For the journeys: the headless shell when there is one. */
  chromium: {
    package: 'chromium',
    candidates: () => [process.env.CHROME_PATH, HEADLESS_SHELL, '/usr/bin/chromium'],
    help: CHROMIUM_HELP,
  },
  /** For Lighthouse: the full browser, as customers run it. */
  browser: {
    package: 'chromium',
    candidates: () => [process.env.CHROME_PATH, '/usr/bin/chromium'],
    help: CHROMIUM_HELP,
  },
  nginx: {
    package: 'nginx',
    candidates: () => [process.env.NGINX_PATH, '/usr/sbin/nginx'],
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
  const missing = [
    ...new Set(tools.filter((tool) => !locate(tool)).map((tool) => TOOLS[tool].package)),
  ];
  const extras =
    tools.includes('chromium') && !process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL)
      ? ['chromium-headless-shell']
      : [];
  if ((missing.length > 0 || extras.length > 0) && canAptInstall()) {
    try {
      aptInstall(...missing, ...extras);
    } catch (error) {
      // The headless shell is only faster: go on without it.
      if (extras.length === 0) throw error;
      if (missing.length > 0) aptGet(missing);
      else console.warn('chromium-headless-shell could not be installed: using Chromium.');
    }
  }
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

/** The full Chromium browser (Lighthouse). */
export function findChromium() {
  return findTools('browser').browser;
}

export function findNginx() {
  return findTools('nginx').nginx;
}
