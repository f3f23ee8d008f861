// Runs the derived checks (derive.ts) against a server: two clients (the customer and one without a
// session), links followed from answer to answer, the hand-written steps of hand-steps.ts, and the
// coverage of the contract's operations.
import { ContractClient, errorCodesOf, type Exchange, type Transport } from './client';
import type { Contract, Operation } from './contract';
import { deriveChecks, orderOperations, skipReason, type Check } from './derive';
import type { HandSteps } from './hand-steps';
import { LinkStore } from './links';

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
  const customer = new ContractClient(options.baseUrl, options.transport);
  const anonymous = new ContractClient(options.baseUrl, options.transport);
  for (const [name, value] of Object.entries(options.cookies ?? {})) customer.jar.set(name, value);
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
  const context = { customer, anonymous, links };
  let first = true;
  try {
    await hand?.start?.(context);
  } catch (error) {
    throw new UnreachableError(describeFailure(error));
  }
  for (const operation of operations) {
    await hand?.before?.[operation.operationId]?.(context);
    const keyHeader = providerKeyHeader(contract, operation, options.providerKey);
    for (const check of deriveChecks(contract, operation)) {
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
            ...(built.raw ? { 'Content-Type': 'application/json' } : {}),
          },
          csrf: check.csrf,
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
    }
  }
  return {
    results,
    ...coverage(contract, results, options),
    seconds: (Date.now() - started) / 1000,
  };
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
