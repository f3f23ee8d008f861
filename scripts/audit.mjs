// Known vulnerabilities: `npm audit` against the registry's advisory database, for a deployer's CI
// (the audit endpoint is not reachable from the development machines, so `npm test` does not run it).
//   node scripts/audit.mjs                       runs `npm audit --json` and judges its report
//   node scripts/audit.mjs --report audit.json   judges a report saved before
// Fails on every advisory that .ci/audit-allowlist.json does not accept. An acceptance names the
// advisory (its GHSA id), the package, a reason and an expiry date (YYYY-MM-DD): once expired, it no
// longer accepts anything and must be looked at again. Acceptances that match nothing are reported.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ALLOWLIST = '.ci/audit-allowlist.json';
const GHSA = /GHSA(-[0-9a-z]{4}){3}/;

/** The advisories of an `npm audit --json` report (npm 7+): GHSA id, package, severity, title. */
function advisories(report) {
  return Object.values(report.vulnerabilities ?? {}).flatMap((vulnerability) =>
    (vulnerability.via ?? [])
      .filter((via) => typeof via === 'object')
      .map((via) => ({
        id: GHSA.exec(String(via.url))?.[0] ?? String(via.source),
        package: vulnerability.name,
        severity: via.severity ?? vulnerability.severity,
        title: via.title ?? '',
      })),
  );
}

function entryProblems(entry) {
  const problems = [];
  if (!GHSA.test(String(entry.id))) problems.push('an advisory id (GHSA-…)');
  if (!entry.package) problems.push('the package');
  if (!String(entry.reason ?? '').trim()) problems.push('a reason');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(entry.expires)) || Number.isNaN(Date.parse(entry.expires)))
    problems.push('an expiry date (YYYY-MM-DD)');
  return problems.length > 0
    ? [`${ALLOWLIST}: ${JSON.stringify(entry)} needs ${problems.join(', ')}`]
    : [];
}

/** What fails the audit: advisories nobody accepted, expired or malformed acceptances. */
export function auditProblems(report, allowlist, today = new Date()) {
  const problems = allowlist.flatMap(entryProblems);
  const valid = allowlist.filter((entry) => entryProblems(entry).length === 0);
  for (const advisory of advisories(report)) {
    const accepted = valid.find(
      (entry) => entry.id === advisory.id && entry.package === advisory.package,
    );
    const what = `${advisory.id} (${advisory.severity}) in ${advisory.package}: ${advisory.title}`;
    if (!accepted) problems.push(`not accepted: ${what}`);
    else if (Date.parse(`${accepted.expires}T23:59:59Z`) < today.getTime())
      problems.push(`acceptance expired on ${accepted.expires}: ${what}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'audit.mjs')) {
  const { values } = parseArgs({ options: { report: { type: 'string' } } });
  let text;
  if (values.report) text = readFileSync(values.report, 'utf8');
  else {
    const run = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8' });
    text = run.stdout;
    if (!text.trim().startsWith('{')) {
      console.error(`npm audit gave no report:\n${run.stderr}`);
      process.exit(2);
    }
  }
  const report = JSON.parse(text);
  if (report.error) {
    console.error(`npm audit failed: ${JSON.stringify(report.error)}`);
    process.exit(2);
  }
  const allowlist = JSON.parse(readFileSync(ALLOWLIST, 'utf8'));
  const problems = auditProblems(report, allowlist);
  const unused = allowlist.filter(
    (entry) => !advisories(report).some((advisory) => advisory.id === entry.id),
  );
  for (const entry of unused) console.log(`no longer needed: ${entry.id} (${entry.package})`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`npm audit: ${advisories(report).length} advisories, all accepted in ${ALLOWLIST}.`);
}
