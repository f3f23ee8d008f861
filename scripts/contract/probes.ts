// Rules proved by a sequence of requests rather than one (after the derived checks, so nothing they
// use up is needed later): the rate limits of `x-rate-limits` (rate-limit-probes.ts) and a sign-in
// that tells no one who has an account (enumeration-probe.ts). They need no test value: the logins
// they use are made up for the run (made-up-logins.ts), never a customer's.
import type { ContractClient, Exchange } from './client';
import type { Contract, Operation } from './contract';
import type { LinkStore } from './links';
import { buildRequest } from './requests';

export type ProbeContext = {
  contract: Contract;
  anonymous: ContractClient;
  customer: ContractClient;
  links: LinkStore;
  /** The operations of the run (after --only/--skip), by operationId. */
  selected: Map<string, Operation>;
};

/** One finding of a probe, reported under the operation whose answer it is about. */
export type ProbeResult = {
  operationId: string;
  title: string;
  exchange?: Exchange;
  violations: string[];
};

export type Probe = (context: ProbeContext) => Promise<ProbeResult[]>;

/** The valid request of an operation, as its success check sent it, sent again (by `client`). */
export function sendValid(
  context: ProbeContext,
  operationId: string,
  client: ContractClient,
  body?: Record<string, unknown>,
): Promise<Exchange> {
  const operation = context.selected.get(operationId)!;
  const linked = context.links.for(operationId);
  const built = buildRequest(
    context.contract,
    operation,
    linked,
    body
      ? { body: { ...(buildRequest(context.contract, operation, linked).json as object), ...body } }
      : {},
  );
  return client.call(operation.method.toUpperCase(), built.path, {
    json: built.json,
    form: built.form,
    headers: built.headers,
  });
}

/** The client an operation is called with: anonymous unless it needs a session. */
export function clientFor(context: ProbeContext, operationId: string): ContractClient {
  const operation = context.selected.get(operationId)!;
  const session = (operation.operation.security ?? []).some((item) => 'session' in item);
  return session ? context.customer : context.anonymous;
}
