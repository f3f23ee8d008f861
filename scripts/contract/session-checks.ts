// Hand-written from the contract's prose (`## Session`): signing in again rotates the session. Right
// after the walk's own sign-in, a second client signs in too (another device: its CSRF token is the
// one the other checks forge with), then the customer signs in again; the session and the refresh
// token it had before must be refused (401), as a thief holding them would be.
import type { ContractClient, Exchange } from './client';
import type { Contract, Operation } from './contract';
import { REFRESH_OPERATION, SIGN_IN_OPERATION, type Check } from './derive';
import type { LinkStore } from './links';
import type { CheckResult } from './verify-runner';

/** The operation that starts a sign-in (the one-time code is sent); its answer has the `sid`. */
export const SIGN_IN_START = 'signIn';
/** The operation that (re)sets the CSRF cookie of a client without a session. */
const CSRF_SOURCE = 'checkAuthenticated';

const find = (contract: Contract, id: string) =>
  contract.operations.find((operation) => operation.operationId === id);

/** A GET that needs a session and no parameter (the profile): what a stolen session is tried on. */
function personalGet(contract: Contract): Operation | undefined {
  return contract.operations.find(
    (operation) =>
      operation.method === 'get' &&
      !operation.path.includes('{') &&
      (operation.operation.security ?? []).some((item) => 'session' in item),
  );
}

/** Signs a client in the way the walk did (the links' bodies); true when the code was taken. */
async function signIn(contract: Contract, client: ContractClient, links: LinkStore) {
  const start = find(contract, SIGN_IN_START);
  const verify = find(contract, SIGN_IN_OPERATION);
  if (!start || !verify) return false;
  const started = await client.post<{ sid?: string }>(start.path, {
    json: links.for(SIGN_IN_START).body,
  });
  if (!started.body?.sid) return false;
  const done = await client.post(verify.path, {
    json: { ...links.for(SIGN_IN_OPERATION).body, sid: started.body.sid },
  });
  return done.status >= 200 && done.status < 300;
}

type Context = {
  contract: Contract;
  customer: ContractClient;
  links: LinkStore;
  /** A new client of the same server (its own cookies). */
  newClient: () => ContractClient;
};

function result(operation: Operation, title: string, exchange: Exchange): CheckResult {
  const check: Check = {
    operation,
    kind: 'session-rotation',
    title,
    client: 'customer',
    csrf: true,
    statuses: [401],
    codes: ['authentication__required'],
    build: () => ({
      path: exchange.path,
      pathParams: {},
      query: new URLSearchParams(),
      headers: {},
    }),
  };
  const violations = [...exchange.violations];
  if (exchange.status !== 401)
    violations.push(`expected status 401, got ${exchange.status}: ${title} still works`);
  return { check, path: exchange.path, exchange, violations };
}

/**
 * After the walk's sign-in: another device's session (its CSRF token for the forged checks), then
 * the rotation checks. Nothing when the customer has no session of the walk's own.
 */
export async function sessionChecks(
  context: Context,
): Promise<{ results: CheckResult[]; foreignCsrf?: string }> {
  const { contract, customer, links, newClient } = context;
  const names = customer.cookieNames;
  const before = {
    session: customer.jar.get(names.session),
    refresh: customer.jar.get(names.refresh),
    refreshPath: customer.jar.pathOf(names.refresh),
    csrf: customer.jar.get(names.csrf),
  };
  const verify = find(contract, SIGN_IN_OPERATION);
  const profile = personalGet(contract);
  const refresh = find(contract, REFRESH_OPERATION);
  if (!before.session || !verify || !profile) return { results: [] };
  const other = newClient();
  const check = find(contract, CSRF_SOURCE);
  if (check) await other.get(check.path, { validate: false });
  const foreignCsrf = (await signIn(contract, other, links))
    ? other.jar.get(names.csrf)
    : undefined;
  if (!(await signIn(contract, customer, links))) return { results: [], foreignCsrf };
  const results: CheckResult[] = [];
  const thief = newClient();
  thief.jar.set(names.session, before.session);
  if (before.csrf) thief.jar.set(names.csrf, before.csrf);
  results.push(
    result(
      verify,
      'the session of the sign-in before, after signing in again',
      await thief.get(profile.path),
    ),
  );
  if (before.refresh && refresh) {
    const holder = newClient();
    holder.jar.set(names.refresh, before.refresh, before.refreshPath);
    if (before.csrf) holder.jar.set(names.csrf, before.csrf);
    results.push(
      result(
        verify,
        'the refresh token of the sign-in before, after signing in again',
        await holder.post(refresh.path),
      ),
    );
  }
  return { results, foreignCsrf };
}
