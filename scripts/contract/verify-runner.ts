// Runs the derived checks (derive.ts) against a server: two clients (the customer and one without a
// session), links followed from answer to answer, the hand-written steps of hand-steps.ts, the probes
// of rules that take a sequence of requests (probes.ts: rate limits, enumeration), and the coverage of
// the contract's operations.
import { ContractClient, errorCodesOf, type Exchange, type Transport } from './client';
import type { Contract, Operation } from './contract';
import { cookieNamesFor, type CookiePrefix } from './cookie-names';
import {
  CONFIG_OPERATION,
  SIGN_IN_OPERATION,
  deriveChecks,
  orderOperations,
  skipReason,
  type Check,
  type DeriveContext,
} from './derive';
import { enumerationProbe } from './enumeration-probe';
import type { HandContext, HandSteps } from './hand-steps';
import { LinkStore } from './links';
import type { ProbeContext, ProbeResult } from './probes';
import { rateLimitProbes } from './rate-limit-probes';
import { buildRequest } from './requests';
import { sessionChecks } from './session-checks';
import { ResponseValidator } from './validator';

export type CheckResult = {
  check: Check;
  path?: string;
  exchange?: Exchange;
  violations: string[];
};

export type Uncovered = { operation: Operation; reason: string; excused: boolean };

export type VerifyReport = {
  results: CheckResult[];
  covered: number;
  total: number;
  uncovered: Uncovered[];
  seconds: number;
};

export type RunOptions = {
  baseUrl: string;
  transport: Transport;
  /** Only the operations with one of these tags (empty: all). */
  only?: string[];
  skip?: string[];
  hand?: HandSteps;
  /** A service provider's key, sent on the operations whose security scheme is `providerKey`. */
  providerKey?: string;
  /** Cookies of a pre-authenticated session for the customer client. */
  cookies?: Record<string, string>;
  /** Findings of an independent validator (prism.ts) about the last answer, drained after each check. */
  findings?: string[];
  /** The deployment names its cookies with the secure prefixes (`--cookie-prefix __Host-`). */
  cookiePrefix?: CookiePrefix;
};

export class UnreachableError extends Error {}

const PROVIDER_SCHEME = 'providerKey';

export const LEFT_OUT = 'left out by --only/--skip';

function expectations(check: Check, exchange: Exchange): string[] {
  const problems: string[] = [];
  if (!check.statuses.includes(exchange.status))
    problems.push(`expected status ${check.statuses.join(' or ')}, got ${exchange.status}`);
  const codes = errorCodesOf(exchange);
  const missing = check.codes.filter((code) => !codes.includes(code));
  if (missing.length > 0 && check.statuses.includes(exchange.status))
    problems.push(`expected error code ${missing.join(', ')} in ${JSON.stringify(codes)}`);
  if (
    check.anyCode &&
    check.statuses.includes(exchange.status) &&
    !check.anyCode.some((code) => codes.includes(code))
  )
    problems.push(`expected error code ${check.anyCode.join(' or ')} in ${JSON.stringify(codes)}`);
  if (
    check.kind === 'rate-limit' &&
    exchange.status === 429 &&
    !exchange.headers.has('retry-after')
  )
    problems.push('expected a Retry-After header with 429');
  return problems;
}

export const selected = (operation: Operation, only: string[] = [], skip: string[] = []) => {
  const tags = operation.operation.tags ?? [];
  if (only.length > 0 && !tags.some((tag) => only.includes(tag))) return false;
  return !tags.some((tag) => skip.includes(tag));
};

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return error.name === 'TimeoutError' ? 'no answer within the timeout' : cause || error.message;
}

export async function runChecks(contract: Contract, options: RunOptions): Promise<VerifyReport> {
  const started = Date.now();
  const validator = new ResponseValidator(contract, { cookiePrefix: options.cookiePrefix });
  const names = cookieNamesFor(contract, options.cookiePrefix);
  const newClient = () => {
    const client = new ContractClient(options.baseUrl, options.transport, validator);
    client.cookieNames = names;
    return client;
  };
  const customer = newClient();
  const anonymous = newClient();
  for (const [name, value] of Object.entries(options.cookies ?? {})) customer.jar.set(name, value);
  /** Another session's CSRF token (sessionChecks), else a visitor's: what the forged checks send. */
  let foreignCsrf: string | undefined;
  const links = new LinkStore(contract);
  const hand = options.hand;
  const operations = orderOperations(
    contract,
    contract.operations.filter(
      (operation) =>
        selected(operation, options.only, options.skip) && skipReason(operation) === undefined,
    ),
  );
  const results: CheckResult[] = [];
  let current: Operation | undefined;
  const context: HandContext = {
    customer,
    anonymous,
    links,
    newClient: () => new ContractClient(options.baseUrl, options.transport),
    check: (title, exchange, problems) => {
      if (!current) return;
      const check = handCheck(current, title);
      const violations = [...(exchange?.violations ?? []), ...problems];
      results.push({ check, path: exchange?.path, exchange, violations });
    },
    fetchRaw: (url) =>
      options.transport(new Request(new URL(url, options.baseUrl), { method: 'GET' })),
  };
  let first = true;
  try {
    await hand?.start?.(context);
  } catch (error) {
    throw new UnreachableError(describeFailure(error));
  }
  const derive: DeriveContext = { config: await configOf(contract, anonymous) };
  for (const operation of operations) {
    current = operation;
    await hand?.before?.[operation.operationId]?.(context);
    const keyHeader = providerKeyHeader(contract, operation, options.providerKey);
    for (const check of deriveChecks(contract, operation, derive)) {
      if (check.kind === 'success') await hand?.beforeSuccess?.[operation.operationId]?.(context);
      const built = check.build(links);
      const client = check.client === 'anonymous' ? anonymous : customer;
      let exchange: Exchange;
      options.findings?.splice(0);
      const send = () =>
        client.call(operation.method.toUpperCase(), built.path, {
          json: built.json,
          form: built.form,
          raw: built.raw,
          headers: {
            ...built.headers,
            ...keyHeader,
            ...(built.raw !== undefined
              ? { 'Content-Type': built.rawType ?? 'application/json' }
              : {}),
          },
          csrf: check.csrf,
          ...(check.foreignCsrf && {
            csrfToken: foreignCsrf ?? anonymous.jar.get(names.csrf) ?? 'not-this-sessions-token',
          }),
        });
      try {
        exchange = await send();
        // A probe (a rate limit): again until the answer it expects, a violation, or its bound.
        for (let sent = 1; sent < (check.repeat ?? 1); sent += 1) {
          if (check.statuses.includes(exchange.status) || exchange.violations.length > 0) break;
          options.findings?.splice(0);
          exchange = await send();
        }
      } catch (error) {
        if (first) throw new UnreachableError(describeFailure(error));
        results.push({
          check,
          path: built.path,
          violations: [`no answer: ${describeFailure(error)}`],
        });
        continue;
      }
      first = false;
      const violations = [
        ...exchange.violations,
        ...expectations(check, exchange),
        ...(options.findings?.splice(0) ?? []),
      ];
      if (violations.length === 0 && check.kind === 'success')
        links.follow(operation, exchange, {
          path: built.pathParams,
          query: built.query,
          body: built.body,
        });
      results.push({ check, path: built.path, exchange, violations });
      if (violations.length === 0 && check.kind === 'success')
        await hand?.after?.[operation.operationId]?.(context);
      if (
        check.kind === 'success' &&
        violations.length === 0 &&
        operation.operationId === SIGN_IN_OPERATION
      ) {
        const extra = await sessionChecks({ contract, customer, links, newClient });
        results.push(...extra.results);
        foreignCsrf = extra.foreignCsrf ?? foreignCsrf;
      }
    }
  }
  results.push(...(await runProbes({ contract, customer, anonymous, links, operations })));
  return {
    results,
    ...coverage(contract, results, options),
    seconds: (Date.now() - started) / 1000,
  };
}

/** A check a hand step makes (what the contract states in prose, e.g. other sessions end). */
function handCheck(operation: Operation, title: string): Check {
  return {
    operation,
    kind: 'hand',
    title,
    client: 'customer',
    csrf: true,
    statuses: [],
    codes: [],
    build: () => {
      throw new Error(`the hand check "${title}" is not sent by the runner`);
    },
  };
}

/** Last, since they use budgets up: sign-in's silence first, then the rate limits. */
const PROBES = [enumerationProbe, rateLimitProbes];

async function runProbes(
  context: Omit<ProbeContext, 'selected'> & { operations: Operation[] },
): Promise<CheckResult[]> {
  const { contract, operations } = context;
  if (operations.length === 0) return [];
  const selected = new Map(operations.map((operation) => [operation.operationId, operation]));
  const reported = (found: ProbeResult): CheckResult => {
    const operation = selected.get(found.operationId) ?? operations[0]!;
    const check: Check = {
      operation,
      kind: 'probe',
      title: found.title,
      client: 'anonymous',
      csrf: true,
      statuses: [],
      codes: [],
      build: (links) => buildRequest(contract, operation, links.for(operation.operationId)),
    };
    return {
      check,
      path: found.exchange?.path,
      exchange: found.exchange,
      violations: found.violations,
    };
  };
  const results: CheckResult[] = [];
  for (const probe of PROBES) {
    try {
      results.push(...(await probe({ ...context, selected })).map(reported));
    } catch (error) {
      const operationId = operations[0]?.operationId ?? '';
      results.push(
        reported({
          operationId,
          title: 'probe',
          violations: [`no answer: ${describeFailure(error)}`],
        }),
      );
    }
  }
  return results;
}

/** The web-app configuration (the uploads' limits are fields of it), or nothing. */
async function configOf(contract: Contract, client: ContractClient) {
  const operation = contract.operations.find((each) => each.operationId === CONFIG_OPERATION);
  if (!operation || operation.path.includes('{')) return undefined;
  try {
    const answer = await client.get<Record<string, unknown>>(operation.path, { validate: false });
    return answer.status === 200 && answer.body && typeof answer.body === 'object'
      ? answer.body
      : undefined;
  } catch {
    return undefined;
  }
}

/** The provider's key in the header its security scheme names, on the operations that need it. */
function providerKeyHeader(contract: Contract, operation: Operation, key?: string) {
  const scheme = (
    contract.document.components as { securitySchemes?: Record<string, { name?: string }> }
  )?.securitySchemes?.[PROVIDER_SCHEME];
  const needed = (operation.operation.security ?? []).some((item) => PROVIDER_SCHEME in item);
  return key && needed && scheme?.name ? { [scheme.name]: key } : {};
}

function coverage(contract: Contract, results: CheckResult[], options: RunOptions) {
  const uncovered: Uncovered[] = [];
  let covered = 0;
  for (const operation of contract.operations) {
    const success = results.find(
      (result) => result.check.operation === operation && result.check.kind === 'success',
    );
    const excuse = skipReason(operation);
    if (success && success.violations.length === 0) covered += 1;
    else if (excuse !== undefined)
      uncovered.push({ operation, reason: `x-verify-skip: ${excuse}`, excused: true });
    else if (!selected(operation, options.only, options.skip))
      uncovered.push({ operation, reason: LEFT_OUT, excused: true });
    else {
      const reason = success?.exchange
        ? `the valid request ${success.path} answered ${success.exchange.status} ${JSON.stringify(errorCodesOf(success.exchange))}: ${success.violations[0]}`
        : `the valid request got no answer`;
      uncovered.push({ operation, reason, excused: false });
    }
  }
  return { covered, total: contract.operations.length, uncovered };
}
