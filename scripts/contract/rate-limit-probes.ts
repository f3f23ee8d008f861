// The contract's `x-rate-limits`, proved: each limit is probed with at most `max` + 1 requests (fewer
// when the run already used some of the budget), stopping at the first 429, which must carry
// `action__limit_exceeded` and a `Retry-After` of whole seconds within the window. The one-time codes
// are probed with made-up logins (never a customer's): codes per login (and a resend once they are
// used up), wrong codes per login across flows, codes per network; then every other limit by repeating
// its operation's valid request. Operations that share a budget (`counts`) are checked once it is
// used up: their next request must be refused too.
import { errorCodesOf, type ContractClient, type Exchange } from './client';
import type { Operation } from './contract';
import { madeUpNationalId } from './made-up-logins';
import { clientFor, sendValid, type Probe, type ProbeContext, type ProbeResult } from './probes';

export type RateLimitRule = {
  per: 'login' | 'network';
  counts: string;
  max: number;
  window_seconds: number;
};

export const rateLimitsOf = (operation: Operation): RateLimitRule[] =>
  (operation.operation as { 'x-rate-limits'?: RateLimitRule[] })['x-rate-limits'] ?? [];

const SIGN_IN = 'signIn';
const SIGN_IN_OTP = '/customer/api/v1/sign-in/otp';
const RESEND = 'resendOtp';

const stated = (rule: RateLimitRule) =>
  `x-rate-limits: ${rule.max} ${rule.counts} per ${rule.per} in ${rule.window_seconds} s`;

/** The violations of a 429 that should be the limit's: its code and its `Retry-After`. */
function refusalProblems(exchange: Exchange, rule: RateLimitRule): string[] {
  const problems: string[] = [];
  if (!errorCodesOf(exchange).includes('action__limit_exceeded'))
    problems.push(`the 429 lacks action__limit_exceeded: ${JSON.stringify(exchange.body)}`);
  const wait = exchange.headers.get('retry-after');
  const seconds = Number(wait);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > rule.window_seconds)
    problems.push(`Retry-After ${JSON.stringify(wait)} is not whole seconds within the window`);
  return problems;
}

type Outcome = { exchange?: Exchange; violations: string[]; limited: boolean };

/**
 * Sends up to `max` + 1 requests (`send(index)`) until one answers 429; every other answer must be a
 * success (the limit is probed with valid requests).
 */
async function untilLimited(
  rule: RateLimitRule,
  what: string,
  send: (index: number) => Promise<Exchange>,
): Promise<Outcome> {
  const violations: string[] = [];
  let last: Exchange | undefined;
  for (let index = 0; index <= rule.max; index += 1) {
    last = await send(index);
    violations.push(...last.violations);
    if (last.status === 429)
      return {
        exchange: last,
        violations: [...violations, ...refusalProblems(last, rule)],
        limited: true,
      };
    if (last.status < 200 || last.status > 299) {
      violations.push(
        `${what} #${index + 1} answered ${last.status} ${JSON.stringify(errorCodesOf(last))}: the limit cannot be probed`,
      );
      return { exchange: last, violations, limited: false };
    }
  }
  violations.push(
    `expected 429 action__limit_exceeded within ${rule.max + 1} ${what} (${stated(rule)}), all answered ${last?.status}`,
  );
  return { exchange: last, violations, limited: false };
}

const result = (operationId: string, title: string, outcome: Outcome): ProbeResult => ({
  operationId,
  title,
  exchange: outcome.exchange,
  violations: outcome.violations,
});

const ruleOf = (context: ProbeContext, operationId: string, per: string, counts?: string) =>
  rateLimitsOf(context.selected.get(operationId) ?? ({ operation: {} } as Operation)).find(
    (rule) => rule.per === per && (counts === undefined || rule.counts === counts),
  );

const startSignIn = (context: ProbeContext, login: string) =>
  sendValid(context, SIGN_IN, context.anonymous, { login });

/** Codes per login: one made-up login until refused; then a resend of its first flow is refused too. */
async function codesPerLogin(context: ProbeContext): Promise<ProbeResult[]> {
  const rule = ruleOf(context, SIGN_IN, 'login', 'codes');
  if (!rule) return [];
  const login = madeUpNationalId();
  let firstSid: unknown;
  const outcome = await untilLimited(rule, 'sign-in starts for one login', async (index) => {
    const answer = await startSignIn(context, login);
    if (index === 0) firstSid = (answer.body as { sid?: unknown } | undefined)?.sid;
    return answer;
  });
  const results = [result(SIGN_IN, `codes per login (${stated(rule)})`, outcome)];
  const resendRule = ruleOf(context, RESEND, 'login', rule.counts);
  if (outcome.limited && resendRule && firstSid !== undefined) {
    const resent = await sendValid(context, RESEND, context.anonymous, { sid: firstSid });
    const violations = [...resent.violations];
    if (resent.status === 429) violations.push(...refusalProblems(resent, resendRule));
    else
      violations.push(
        `expected 429 action__limit_exceeded within 1 resend once the login's codes are used up (${stated(resendRule)}; before the countdown's 409), got ${resent.status} ${JSON.stringify(errorCodesOf(resent))}`,
      );
    results.push({
      operationId: RESEND,
      title: `a resend counts among the login's codes`,
      exchange: resent,
      violations,
    });
  }
  return results;
}

/** A made-up wrong code of the configured length (no made-up login has a right one). */
async function wrongCode(client: ContractClient): Promise<string> {
  const config = await client.get<{ otp_length?: number }>('/customer/api/v1/web-app-config', {
    validate: false,
  });
  return '0'.repeat(config.body?.otp_length ?? 6);
}

/** Wrong codes per login across flows: flows of one made-up login, each code wrong, until refused. */
async function wrongCodesPerLogin(context: ProbeContext): Promise<ProbeResult[]> {
  const rule = ruleOf(context, 'verifySignInOtp', 'login', 'wrong-codes');
  if (!rule || !context.selected.has(SIGN_IN)) return [];
  const client = context.anonymous;
  const login = madeUpNationalId();
  const otp = await wrongCode(client);
  const violations: string[] = [];
  let wrong = 0;
  let last: Exchange | undefined;
  while (wrong <= rule.max) {
    const started = await startSignIn(context, login);
    const sid = (started.body as { sid?: unknown } | undefined)?.sid;
    if (started.status === 429 && wrong >= rule.max) {
      const problems = [...started.violations, ...refusalProblems(started, rule)];
      return [
        result(SIGN_IN, `a new flow after ${wrong} wrong codes`, {
          exchange: started,
          violations: problems,
          limited: true,
        }),
      ];
    }
    // The walk may have used this network's codes up (a limit the contract states too): the guessing
    // is stopped, by another of the contract's limits, before this one could be reached.
    const meta = (started.body as { meta?: { limit?: unknown } } | undefined)?.meta;
    if (started.status === 429 && meta?.limit === 'network')
      return [
        result(SIGN_IN, `wrong codes per login (${stated(rule)}), stopped by the network's limit`, {
          exchange: started,
          violations: [...started.violations, ...refusalProblems(started, rule)],
          limited: true,
        }),
      ];
    if (started.status !== 200 || typeof sid !== 'string') {
      const problem = `sign-in for the wrong-code probe answered ${started.status} ${JSON.stringify(errorCodesOf(started))} after ${wrong} wrong codes`;
      return [
        result(SIGN_IN, `wrong codes per login (${stated(rule)})`, {
          exchange: started,
          violations: [...started.violations, problem],
          limited: false,
        }),
      ];
    }
    for (let left = 1; left > 0 && wrong <= rule.max;) {
      last = await client.post(SIGN_IN_OTP, { json: { sid, otp } });
      violations.push(...last.violations);
      if (last.status === 429)
        return [
          result('verifySignInOtp', `wrong codes per login (${stated(rule)})`, {
            exchange: last,
            violations: [...violations, ...refusalProblems(last, rule)],
            limited: true,
          }),
        ];
      if (last.status !== 400 || !errorCodesOf(last).includes('otp__invalid')) {
        violations.push(
          `a wrong code answered ${last.status} ${JSON.stringify(errorCodesOf(last))}: the limit cannot be probed`,
        );
        return [
          result('verifySignInOtp', `wrong codes per login (${stated(rule)})`, {
            exchange: last,
            violations,
            limited: false,
          }),
        ];
      }
      wrong += 1;
      left = Number((last.body as { meta?: { attempts_left?: number } }).meta?.attempts_left ?? 0);
    }
  }
  violations.push(
    `expected 429 action__limit_exceeded within ${rule.max + 1} wrong codes of one login across its flows (${stated(rule)}), all answered 400 otp__invalid`,
  );
  return [
    result('verifySignInOtp', `wrong codes per login (${stated(rule)})`, {
      exchange: last,
      violations,
      limited: false,
    }),
  ];
}

/** Codes per network: a made-up login each time, until refused. */
async function codesPerNetwork(context: ProbeContext): Promise<ProbeResult[]> {
  const rule = ruleOf(context, SIGN_IN, 'network', 'codes');
  if (!rule) return [];
  const outcome = await untilLimited(rule, 'sign-in starts from one network', () =>
    startSignIn(context, madeUpNationalId()),
  );
  return [result(SIGN_IN, `codes per network (${stated(rule)})`, outcome)];
}

/** The limits no probe above covers: the operation's valid request again and again. */
async function repeated(
  context: ProbeContext,
  operationId: string,
  rule: RateLimitRule,
  spent: Set<string>,
): Promise<ProbeResult> {
  const client = clientFor(context, operationId);
  const title = `${rule.counts} per ${rule.per} (${stated(rule)})`;
  // A budget another operation used up: the very next request must be refused too.
  const shared = spent.has(`${rule.per} ${rule.counts}`);
  const outcome = await untilLimited(
    shared ? { ...rule, max: 0 } : rule,
    shared ? `request once its shared budget is used up` : `requests`,
    () => sendValid(context, operationId, client),
  );
  spent.add(`${rule.per} ${rule.counts}`);
  return result(operationId, title, outcome);
}

/** What the probes of the codes cover: the other limits are probed by repeating a valid request. */
const COVERED = new Set([
  `${SIGN_IN} login`,
  `${SIGN_IN} network`,
  'verifySignInOtp login',
  `${RESEND} login`,
  // A resend spends the codes' budget of its network, which the sign-in starts prove.
  `${RESEND} network`,
]);

/**
 * In an order that lets each probe reach its own limit: the wrong codes and the codes of a login
 * (made-up logins), the other limits per login, then the codes per network (which uses the network's
 * codes up) and the other limits per network.
 */
export const rateLimitProbes: Probe = async (context) => {
  const results = [...(await wrongCodesPerLogin(context)), ...(await codesPerLogin(context))];
  const others = [...context.selected].flatMap(([operationId, operation]) =>
    rateLimitsOf(operation)
      .filter((rule) => !COVERED.has(`${operationId} ${rule.per}`))
      .map((rule) => ({ operationId, rule })),
  );
  const spent = new Set<string>();
  for (const { operationId, rule } of others.filter((other) => other.rule.per === 'login'))
    results.push(await repeated(context, operationId, rule, spent));
  const network = await codesPerNetwork(context);
  if (network.length > 0) spent.add(`network ${ruleOf(context, SIGN_IN, 'network')?.counts}`);
  results.push(...network);
  for (const { operationId, rule } of others.filter((other) => other.rule.per === 'network'))
    results.push(await repeated(context, operationId, rule, spent));
  return results;
};
