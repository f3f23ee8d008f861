// Runs after `vite build`: writes the build manifest that running apps poll to pick up a new release.
//   dist/client/builds/latest.json            { buildId, time }                  (never cached)
//   dist/client/builds/meta/<buildId>.json    { buildId, time, redirects: [...] }
// The build id and time come from dist/client/index.html (<meta name="build-id|build-time">, written by
// scripts/build-info.ts); the redirects from the hand-written src/config/redirects.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist', 'client');
const REDIRECTS_FILE = 'src/config/redirects.json';
const STATUSES = new Set([301, 302, 307, 308]);

function fail(message) {
  console.error(`write-build-manifest: ${message}`);
  process.exit(1);
}

function metaContent(html, name) {
  const match = html.match(new RegExp(`<meta name="${name}" content="([^"]+)"`));
  if (!match)
    fail(`dist/client/index.html has no <meta name="${name}">: build with \`vite build\` first.`);
  return match[1];
}

const isBarePath = (path) =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !/[\\\s]/.test(path) &&
  path !== '/en' &&
  !path.startsWith('/en/');

function checkRedirects(redirects) {
  if (!Array.isArray(redirects)) return ['"redirects" must be a list'];
  const problems = [];
  const seen = new Set();
  redirects.forEach((redirect, index) => {
    const { from, to, status } = redirect ?? {};
    const where = `redirects[${index}]`;
    if (!isBarePath(from))
      problems.push(`${where}.from must be a bare site path (no /en prefix): ${from}`);
    if (!isBarePath(to))
      problems.push(`${where}.to must be a bare site path (no /en prefix): ${to}`);
    if (from === to) problems.push(`${where} redirects to itself`);
    if (seen.has(from)) problems.push(`${where}.from ${from} is listed twice`);
    if (status !== undefined && !STATUSES.has(status))
      problems.push(`${where}.status must be 301, 302, 307 or 308`);
    seen.add(from);
  });
  return problems;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const buildId = metaContent(html, 'build-id');
const time = metaContent(html, 'build-time');
const { redirects = [] } = JSON.parse(readFileSync(join(root, REDIRECTS_FILE), 'utf8'));
const problems = checkRedirects(redirects);
if (problems.length > 0) fail(`${REDIRECTS_FILE}:\n  ${problems.join('\n  ')}`);

const meta = {
  buildId,
  time,
  redirects: redirects.map(({ from, to, status }) => ({ from, to, ...(status ? { status } : {}) })),
};
mkdirSync(join(dist, 'builds', 'meta'), { recursive: true });
writeFileSync(
  join(dist, 'builds', 'meta', `${buildId}.json`),
  `${JSON.stringify(meta, null, 2)}\n`,
);
writeFileSync(
  join(dist, 'builds', 'latest.json'),
  `${JSON.stringify({ buildId, time }, null, 2)}\n`,
);
console.log(
  `Build ${buildId}: dist/client/builds/latest.json and dist/client/builds/meta/${buildId}.json (${redirects.length} redirects)`,
);
