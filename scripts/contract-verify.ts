// npm run contract:verify -- --base-url URL [options]  (docs/contract.md)
// Checks a running server against the contract (generated/openapi.yaml) with checks derived from it.
// Exit codes: 0 every check holds and every operation is covered; 1 violations or operations not
// covered; 2 bad usage or the server cannot be reached.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadContract } from './contract/contract';
import { COOKIE_PREFIXES, type CookiePrefix } from './contract/cookie-names';
import { handSteps, MOCK_TEST_VALUES } from './contract/hand-steps';
import { startPrism } from './contract/prism';
import { failedChecks, formatReport, junitReport, unexcused } from './contract/report';
import { runChecks, UnreachableError } from './contract/verify-runner';

const usage = `Usage: npm run contract:verify -- --base-url http://127.0.0.1:9090 [options]
  --mock               the target is this repository's mock backend: use its test values, its clock
                       and a fresh data namespace (signs in as the demo customer)
  --only TAG           only the operations with this tag (repeatable)
  --skip TAG           leave out the operations with this tag (repeatable)
  --header NAME:VALUE  send this header on every request (repeatable)
  --cookie NAME=VALUE  start with this cookie, e.g. a pre-authenticated sessionid (repeatable)
  --cookie-prefix __Host-
                       the deployment names its cookies with the secure prefixes: __Host-sessionid,
                       __Host-csrftoken, __Secure-refresh (the path-limited refresh cookie cannot be
                       __Host-); without it the plain names are expected
  --provider-key KEY   a service provider's key, sent as X-Provider-Key on the providers' operations
                       (with --mock: the mock's test key)
  --timeout SECONDS    per request (default 10)
  --junit FILE         also write a JUnit XML report
  --prism              also validate every answer with Stoplight Prism's validation proxy
  --allow-skips        operations left out (x-verify-skip, --only/--skip) do not fail the run
  --verbose            list the checks that pass too`;

type Values = {
  'base-url'?: string;
  mock?: boolean;
  only?: string[];
  skip?: string[];
  header?: string[];
  cookie?: string[];
  'cookie-prefix'?: string;
  timeout?: string;
  'provider-key'?: string;
  junit?: string;
  'allow-skips'?: boolean;
  prism?: boolean;
  verbose?: boolean;
  help?: boolean;
};

function pairs(list: string[] = [], separator: string, what: string): Record<string, string> {
  return Object.fromEntries(
    list.map((item) => {
      const at = item.indexOf(separator);
      if (at <= 0) throw new Error(`${what} must be NAME${separator}VALUE: ${item}`);
      return [item.slice(0, at).trim(), item.slice(at + 1).trim()];
    }),
  );
}

async function main(): Promise<number> {
  let values: Values;
  let headers: Record<string, string>;
  let cookies: Record<string, string>;
  try {
    ({ values } = parseArgs({
      options: {
        'base-url': { type: 'string' },
        mock: { type: 'boolean' },
        only: { type: 'string', multiple: true },
        skip: { type: 'string', multiple: true },
        header: { type: 'string', multiple: true },
        cookie: { type: 'string', multiple: true },
        'cookie-prefix': { type: 'string' },
        timeout: { type: 'string' },
        'provider-key': { type: 'string' },
        junit: { type: 'string' },
        'allow-skips': { type: 'boolean' },
        prism: { type: 'boolean' },
        verbose: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
    headers = pairs(values.header, ':', '--header');
    cookies = pairs(values.cookie, '=', '--cookie');
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const baseUrl = values['base-url'];
  const timeout = Number(values.timeout ?? 10);
  if (!baseUrl || !URL.canParse(baseUrl) || !/^https?:\/\//.test(baseUrl)) {
    console.error(`--base-url with an http(s) URL is required.\n${usage}`);
    return 2;
  }
  const cookiePrefix = values['cookie-prefix'];
  if (cookiePrefix !== undefined && !COOKIE_PREFIXES.some((prefix) => prefix === cookiePrefix)) {
    console.error(`--cookie-prefix must be ${COOKIE_PREFIXES.join(' or ')}.\n${usage}`);
    return 2;
  }
  if (!(timeout > 0)) {
    console.error(`--timeout must be a number of seconds above 0.\n${usage}`);
    return 2;
  }
  const contract = loadContract();
  if (values.mock) headers['X-Mock-Namespace'] ??= `contract-verify-${Date.now()}`;
  const direct = (request: Request) => {
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    return fetch(request, { signal: AbortSignal.timeout(timeout * 1000) });
  };
  const findings: string[] = [];
  const prism = values.prism ? await startPrism() : undefined;
  const transport = prism
    ? prism.wrap(direct, (_request, finding) => findings.push(finding))
    : direct;
  let report;
  try {
    report = await runChecks(contract, {
      baseUrl,
      transport,
      findings,
      only: values.only,
      skip: values.skip,
      cookies,
      cookiePrefix: cookiePrefix as CookiePrefix,
      providerKey:
        values['provider-key'] ?? (values.mock ? MOCK_TEST_VALUES.providerKey : undefined),
      hand: handSteps(values.mock === true),
    });
  } catch (error) {
    if (!(error instanceof UnreachableError)) throw error;
    console.error(`Cannot reach ${baseUrl}: ${error.message}`);
    return 2;
  } finally {
    await prism?.close();
  }
  console.log(formatReport(report, baseUrl, values.verbose));
  if (prism) {
    const prismFindings = report.results.flatMap((result) =>
      result.violations.filter((violation) => violation.startsWith('prism:')),
    );
    console.log(
      `Prism's validation proxy: ${prism.validated()} answers, ${prismFindings.length} violations`,
    );
  }
  const allowSkips = values['allow-skips'] === true;
  if (values.junit) writeFileSync(values.junit, junitReport(report, allowSkips));
  return failedChecks(report).length > 0 || unexcused(report, allowSkips).length > 0 ? 1 : 0;
}

process.exitCode = await main();
