// Runs the checks of verify-checks.ts against a server and writes the report.
import { ContractClient, errorCodesOf, type Exchange, type Transport } from './client';
import type { Contract } from './contract';
import type { Check, Ids } from './verify-checks';

export type CheckResult = {
  check: Check;
  path?: string;
  exchange?: Exchange;
  violations: string[];
  skipped?: string;
};

export type VerifyReport = {
  results: CheckResult[];
  failed: number;
  violations: number;
  operations: number;
};

function expectations(check: Check, exchange: Exchange, client: ContractClient): string[] {
  const problems: string[] = [];
  if (exchange.status !== check.status)
    problems.push(`expected status ${check.status}, got ${exchange.status}`);
  const codes = errorCodesOf(exchange);
  const missing = (check.codes ?? []).filter((code) => !codes.includes(code));
  if (missing.length > 0)
    problems.push(`expected error code ${missing.join(', ')} in ${JSON.stringify(codes)}`);
  if (check.setsCookie) {
    const set = exchange.headers
      .getSetCookie()
      .some((line) => line.startsWith(`${check.setsCookie}=`));
    if (!set || !client.jar.get(check.setsCookie))
      problems.push(`expected the answer to set the ${check.setsCookie} cookie`);
  }
  const bodyProblem = exchange.status === check.status ? check.body?.(exchange.body) : undefined;
  if (bodyProblem) problems.push(bodyProblem);
  return problems;
}

async function runCheck(check: Check, client: ContractClient, ids: Ids): Promise<CheckResult> {
  const path = typeof check.path === 'function' ? check.path(ids) : check.path;
  if (path === undefined)
    return { check, violations: [], skipped: `needs ${check.needs ?? 'an earlier answer'}` };
  let exchange: Exchange;
  try {
    exchange = await client.call(check.method, path, { json: check.json, csrf: check.csrf });
  } catch (error) {
    const reason =
      error instanceof Error
        ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}`
        : String(error);
    return { check, path, violations: [`request failed: ${reason}`] };
  }
  if (exchange.status === check.status) check.save?.(exchange, ids);
  return {
    check,
    path,
    exchange,
    violations: [...exchange.violations, ...expectations(check, exchange, client)],
  };
}

export async function runChecks(
  checks: Check[],
  baseUrl: string,
  contract: Contract,
  transport?: Transport,
): Promise<VerifyReport> {
  const client = new ContractClient(baseUrl, transport);
  const ids: Ids = {};
  const results: CheckResult[] = [];
  for (const check of checks) results.push(await runCheck(check, client, ids));
  const reached = new Set(
    results.flatMap((result) => {
      const found =
        result.exchange && result.path
          ? contract.findOperation(result.check.method, result.path)
          : undefined;
      return found ? [found.operationId] : [];
    }),
  );
  return {
    results,
    failed: results.filter((result) => result.violations.length > 0).length,
    violations: results.reduce((sum, result) => sum + result.violations.length, 0),
    operations: reached.size,
  };
}

const short = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max - 3)}...` : text;

export function formatReport(
  report: VerifyReport,
  baseUrl: string,
  totalOperations: number,
  verbose = false,
): string {
  const lines = [`Contract check of ${baseUrl}`, ''];
  for (const result of report.results) {
    const target = `${result.check.method} ${result.path ?? String(result.check.path)}`;
    if (result.skipped) {
      lines.push(`- ${target} skipped (${result.skipped})`);
      continue;
    }
    const status = result.exchange ? String(result.exchange.status) : 'no answer';
    const mark = result.violations.length === 0 ? '✔' : '✘';
    const title = result.check.title ? `  (${result.check.title})` : '';
    lines.push(`${mark} ${target} → ${status}${title}`);
    for (const violation of result.violations) lines.push(`    ${violation}`);
    if (result.exchange && (verbose || result.violations.length > 0)) {
      lines.push(
        `    content-type: ${result.exchange.contentType ?? '(none)'}; body: ${short(result.exchange.text || '(empty)')}`,
      );
    }
  }
  const ran = report.results.filter((result) => !result.skipped).length;
  const skipped = report.results.length - ran;
  lines.push(
    '',
    `${ran} checks, ${ran - report.failed} passed, ${report.failed} failed (${report.violations} violations)` +
      `${skipped ? `, ${skipped} skipped` : ''}; ${report.operations} of ${totalOperations} operations reached.`,
  );
  return lines.join('\n');
}
