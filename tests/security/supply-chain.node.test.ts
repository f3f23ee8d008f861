// Attack: a dependency that does not come from the npm registry over https with an integrity hash
// (a git repository, a tarball URL, a local folder, plain http, another host), or a version range
// that lets a later, hijacked release in. `npm test` runs scripts/check-lockfile.mjs on the real
// files; here each hostile form is put to it. And the deployer's `npm audit` step
// (scripts/audit.mjs) fails on any advisory that .ci/audit-allowlist.json does not accept, with a
// reason, until its expiry date.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditProblems } from '../../scripts/audit.mjs';
import { lockfileProblems, npmrcProblems } from '../../scripts/check-lockfile.mjs';

const INTEGRITY = `sha512-${'A'.repeat(86)}==`;
const lockWith = (entry: Record<string, unknown>, name = 'left-pad') => ({
  lockfileVersion: 3,
  packages: {
    '': { name: 'app', dependencies: { [name]: '1.3.0' } },
    [`node_modules/${name}`]: { version: '1.3.0', integrity: INTEGRITY, ...entry },
  },
});
const PACKAGE = { dependencies: { 'left-pad': '1.3.0' }, devDependencies: {} };

describe('the lockfile check', () => {
  it('accepts the project’s own lockfile and package.json', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(lockfileProblems(lock, pkg)).toEqual([]);
  });

  it('accepts registry entries with or without `resolved` (omit-lockfile-registry-resolved)', () => {
    expect(lockfileProblems(lockWith({}), PACKAGE)).toEqual([]);
    const resolved = 'https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz';
    expect(lockfileProblems(lockWith({ resolved }), PACKAGE)).toEqual([]);
    const scoped = 'https://registry.npmjs.org/@scope/pkg/-/pkg-1.3.0.tgz';
    expect(lockfileProblems(lockWith({ resolved: scoped }, '@scope/pkg'), PACKAGE)).toEqual([]);
  });

  it.each([
    ['a git repository', { resolved: 'git+ssh://git@github.com/evil/left-pad.git#abc123' }],
    ['a GitHub shortcut', { resolved: 'github:evil/left-pad' }],
    ['a tarball URL on another host', { resolved: 'https://evil.example/left-pad-1.3.0.tgz' }],
    ['plain http', { resolved: 'http://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz' }],
    [
      'a look-alike host',
      { resolved: 'https://registry.npmjs.org.evil.example/left-pad/-/left-pad-1.3.0.tgz' },
    ],
    ['a local tarball', { resolved: 'file:../left-pad-1.3.0.tgz' }],
    ['a linked folder', { link: true, resolved: '../left-pad' }],
    ['no integrity', { integrity: undefined }],
    ['a sha1 integrity', { integrity: 'sha1-2jmyf9M3IrP/ntMUfTNz8W6vMtk=' }],
    ['a version that is a URL', { version: 'https://evil.example/x.tgz' }],
    ['another package’s tarball', { resolved: 'https://registry.npmjs.org/evil/-/evil-1.3.0.tgz' }],
  ])('refuses %s', (_what, entry) => {
    expect(lockfileProblems(lockWith(entry), PACKAGE)).not.toEqual([]);
  });

  it.each([
    ['a range', '^1.3.0'],
    ['a git URL', 'git+https://github.com/evil/left-pad.git'],
    ['a tarball URL', 'https://evil.example/left-pad.tgz'],
    ['a local folder', 'file:../left-pad'],
    ['an alias to another package', 'npm:evil@1.3.0'],
    ['latest', 'latest'],
  ])('refuses a package.json dependency that is %s', (_what, spec) => {
    const pkg = { dependencies: {}, devDependencies: { 'left-pad': spec } };
    expect(lockfileProblems(lockWith({}), pkg)).not.toEqual([]);
  });

  it('refuses a project .npmrc that names another registry, or plain http', () => {
    expect(npmrcProblems('registry=https://registry.npmjs.org/\n')).toEqual([]);
    expect(npmrcProblems('registry=http://registry.npmjs.org/')).not.toEqual([]);
    expect(npmrcProblems('@scope:registry=https://npm.evil.example/')).not.toEqual([]);
  });

  it('refuses an old lockfile format without integrity for every entry', () => {
    expect(lockfileProblems({ lockfileVersion: 1, dependencies: {} }, PACKAGE)).not.toEqual([]);
  });
});

const REPORT = {
  vulnerabilities: {
    'left-pad': {
      name: 'left-pad',
      severity: 'high',
      via: [
        { source: 1100001, url: 'https://github.com/advisories/GHSA-cfgh-jmpq-rvwx', title: 'x' },
      ],
    },
    wrapper: { name: 'wrapper', severity: 'high', via: ['left-pad'] },
  },
};
const TODAY = new Date('2026-11-25T12:00:00Z');

describe('the npm audit allow-list', () => {
  it('fails on an advisory nobody accepted', () => {
    expect(auditProblems(REPORT, [], TODAY)).toEqual([
      expect.stringContaining('GHSA-cfgh-jmpq-rvwx'),
    ]);
  });

  it('passes an advisory accepted with a reason until its expiry, and no longer after', () => {
    const entry = {
      id: 'GHSA-cfgh-jmpq-rvwx',
      package: 'left-pad',
      reason: 'Only the build uses it, on trusted input.',
      expires: '2026-12-31',
    };
    expect(auditProblems(REPORT, [entry], TODAY)).toEqual([]);
    expect(auditProblems(REPORT, [{ ...entry, expires: '2026-11-01' }], TODAY)).toEqual([
      expect.stringContaining('expired'),
    ]);
  });

  it('refuses an acceptance without a reason or an expiry date', () => {
    for (const entry of [
      { id: 'GHSA-cfgh-jmpq-rvwx', package: 'left-pad', reason: '', expires: '2026-12-31' },
      { id: 'GHSA-cfgh-jmpq-rvwx', package: 'left-pad', reason: 'why', expires: 'someday' },
    ])
      expect(auditProblems(REPORT, [entry], TODAY)).not.toEqual([]);
  });

  it('the project’s allow-list is valid', () => {
    const list = JSON.parse(readFileSync('.ci/audit-allowlist.json', 'utf8'));
    expect(auditProblems({ vulnerabilities: {} }, list, new Date())).toEqual([]);
  });
});
