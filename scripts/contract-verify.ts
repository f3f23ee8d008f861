// npm run contract:verify -- --base-url URL [--verbose]
// Checks a running server against the contract (generated/openapi.yaml) without a real user: lookups,
// catalogue, sign-in and validation errors, 401 without a session, CSRF refusal. Exits 1 on any violation.
import { parseArgs } from 'node:util';
import { loadContract } from './contract/contract';
import { SESSION_CHECKS } from './contract/session-checks';
import { PUBLIC_CHECKS } from './contract/verify-checks';
import { formatReport, runChecks } from './contract/verify-runner';

const usage = 'Usage: npm run contract:verify -- --base-url http://127.0.0.1:9090 [--verbose]';

async function main(): Promise<number> {
  let values: { 'base-url'?: string; verbose?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        'base-url': { type: 'string' },
        verbose: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) {
    console.error(`--base-url with an http(s) URL is required.\n${usage}`);
    return 2;
  }
  const contract = loadContract();
  const report = await runChecks([...SESSION_CHECKS, ...PUBLIC_CHECKS], baseUrl, contract);
  console.log(formatReport(report, baseUrl, contract.operations.length, values.verbose));
  return report.violations > 0 ? 1 : 0;
}

process.exitCode = await main();
