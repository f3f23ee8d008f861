// The verifier's report: text for people (one line per check, the violations under it, coverage last)
// and JUnit XML for CI (one test case per check, one per operation not covered).
import { LEFT_OUT, type CheckResult, type VerifyReport } from './verify-runner';

const short = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max - 3)}...` : text;

const label = (result: CheckResult) =>
  `${(result.exchange?.method ?? result.check.operation.method).toUpperCase()} ${result.path ?? result.check.operation.path}`;

/** The uncovered operations that fail the run. */
export const unexcused = (report: VerifyReport, allowSkips: boolean) =>
  report.uncovered.filter((item) => !item.excused || !allowSkips);

export function failedChecks(report: VerifyReport): CheckResult[] {
  return report.results.filter((result) => result.violations.length > 0);
}

export function formatReport(report: VerifyReport, baseUrl: string, verbose = false): string {
  const lines = [`Contract check of ${baseUrl}`, ''];
  for (const result of report.results) {
    const failed = result.violations.length > 0;
    if (!failed && !verbose) continue;
    const status = result.exchange ? String(result.exchange.status) : 'no answer';
    lines.push(
      `${failed ? '✘' : '✔'} ${result.check.operation.operationId}: ${label(result)} → ${status}  (${result.check.title})`,
    );
    for (const violation of result.violations) lines.push(`    ${violation}`);
    if (result.exchange && failed) {
      const type = result.exchange.contentType ?? '(none)';
      if (/text\/html/i.test(type))
        lines.push('    the answer is an HTML page, not the API: is --base-url the API origin?');
      lines.push(`    content-type: ${type}; body: ${short(result.exchange.text || '(empty)')}`);
    }
  }
  const failed = failedChecks(report).length;
  lines.push(
    '',
    `${report.results.length} checks, ${report.results.length - failed} passed, ${failed} failed in ${report.seconds.toFixed(1)} s`,
    `operations covered: ${report.covered} of ${report.total}`,
  );
  const leftOut = report.uncovered.filter((item) => item.reason === LEFT_OUT);
  if (leftOut.length > 0) lines.push(`  ${leftOut.length} operations ${LEFT_OUT}`);
  for (const item of report.uncovered.filter((entry) => entry.reason !== LEFT_OUT)) {
    lines.push(
      `  not covered: ${item.operation.operationId} (${item.operation.method.toUpperCase()} ${item.operation.path}): ${item.reason}`,
    );
  }
  return lines.join('\n');
}

const escape = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char,
  );

export function junitReport(report: VerifyReport, allowSkips: boolean): string {
  const cases = report.results.map((result) => {
    const name = escape(`${label(result)} (${result.check.title})`);
    const classname = escape(result.check.operation.operationId);
    if (result.violations.length === 0)
      return `  <testcase classname="${classname}" name="${name}"/>`;
    const message = escape(result.violations[0]);
    return `  <testcase classname="${classname}" name="${name}"><failure message="${message}">${escape(result.violations.join('\n'))}</failure></testcase>`;
  });
  for (const item of report.uncovered) {
    const classname = escape(item.operation.operationId);
    const inner =
      item.excused && allowSkips
        ? `<skipped message="${escape(item.reason)}"/>`
        : `<failure message="not covered: ${escape(item.reason)}"/>`;
    cases.push(`  <testcase classname="${classname}" name="coverage">${inner}</testcase>`);
  }
  const failures = cases.filter((line) => line.includes('<failure')).length;
  const skipped = cases.filter((line) => line.includes('<skipped')).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="contract:verify" tests="${cases.length}" failures="${failures}" skipped="${skipped}" time="${report.seconds.toFixed(3)}">`,
    ...cases,
    '</testsuite>',
    '',
  ].join('\n');
}
