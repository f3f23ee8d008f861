// Supply chain: every package npm ci installs comes from the npm registry over https, pinned by a
// sha512 integrity hash. Run by `npm test` (and `node scripts/check-lockfile.mjs`); fails naming each
// entry that could come from anywhere else: a git repository, a tarball URL, a local folder or link,
// plain http, another host, or a package.json dependency that is a range, a URL or an alias.
// This machine's npm writes no `resolved` for registry packages (omit-lockfile-registry-resolved):
// such an entry is fetched from the configured registry by name and version, and checked by integrity.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const REGISTRY = 'https://registry.npmjs.org/';
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const SHA512 = /^sha512-[A-Za-z0-9+/]{86}==$/;

/** The package a lockfile key names: `node_modules/a/node_modules/@b/c` is `@b/c`. */
const packageName = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The registry's own tarball address for `name@version`. */
function registryTarball(name, version) {
  const file = name.startsWith('@') ? name.split('/')[1] : name;
  return `${REGISTRY}${name}/-/${file}-${version}.tgz`;
}

function entryProblems(key, entry) {
  const where = `package-lock.json ${key}`;
  const name = entry.name ?? packageName(key);
  const problems = [];
  if (entry.link)
    return [`${where}: a link to ${entry.resolved ?? 'a folder'}, not a registry package`];
  if (!EXACT_VERSION.test(String(entry.version ?? '')))
    problems.push(`${where}: version ${entry.version} is not a registry version`);
  if (entry.resolved !== undefined && entry.resolved !== registryTarball(name, entry.version))
    problems.push(
      `${where}: resolved from ${entry.resolved}, not ${registryTarball(name, entry.version)}`,
    );
  if (!SHA512.test(String(entry.integrity ?? '')))
    problems.push(`${where}: no sha512 integrity (${entry.integrity ?? 'none'})`);
  return problems;
}

/** Every way the lockfile or package.json lets a package come from outside the registry. */
export function lockfileProblems(lock, pkg) {
  if (lock.lockfileVersion < 2 || !lock.packages)
    return [
      `package-lock.json: lockfileVersion ${lock.lockfileVersion} (3 is needed: every package with its integrity)`,
    ];
  const problems = Object.entries(lock.packages)
    .filter(([key]) => key !== '')
    .flatMap(([key, entry]) => entryProblems(key, entry));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'overrides'])
    problems.push(...specProblems(`package.json ${field}`, pkg[field] ?? {}));
  return problems;
}

/** Dependency specs (overrides may nest) that are not exact registry versions. */
function specProblems(where, specs) {
  return Object.entries(specs).flatMap(([name, spec]) => {
    if (spec !== null && typeof spec === 'object') return specProblems(`${where} ${name}`, spec);
    return typeof spec === 'string' && EXACT_VERSION.test(spec)
      ? []
      : [`${where} ${name}: ${JSON.stringify(spec)} is not an exact registry version`];
  });
}

/** A project .npmrc may only name the npm registry, over https. */
export function npmrcProblems(text) {
  return text
    .split('\n')
    .map((line) => /^\s*(?:@[^:]+:)?registry\s*=\s*(\S+)/.exec(line)?.[1])
    .filter((registry) => registry !== undefined && registry !== REGISTRY)
    .map((registry) => `.npmrc: registry ${registry} is not ${REGISTRY}`);
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === resolve(import.meta.dirname, 'check-lockfile.mjs')
) {
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  const problems = [
    ...lockfileProblems(read('package-lock.json'), read('package.json')),
    ...(existsSync('.npmrc') ? npmrcProblems(readFileSync('.npmrc', 'utf8')) : []),
  ];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const count = Object.keys(read('package-lock.json').packages).length - 1;
  console.log(`${count} locked packages: all from ${REGISTRY}, each with a sha512 integrity.`);
}
