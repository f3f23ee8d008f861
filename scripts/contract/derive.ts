// The checks of `npm run contract:verify`, derived from the contract: for every operation a valid
// request (examples, schemas, ids from earlier answers through `links`) and the refusals a client can
// provoke (400 with the `<field>__required` codes of an empty body, 401 without a session, 403 without
// the CSRF header, 404 for an unknown id, 429 past an `x-rate-limit`), and for an unsafe operation that
// needs nothing (`security: []`, a beacon) its valid request without a session or the CSRF header.
// Operations run in the order their links need.
import type { Contract, Operation } from './contract';
import type { LinkStore } from './links';
import { buildRequest, jsonBodySchema, parametersOf, type BuiltRequest } from './requests';
import { invalidInputs } from './invalid-inputs';

export type CheckKind =
  | 'success'
  | 'refused-first'
  | 'required'
  | 'invalid-input'
  | 'malformed'
  | 'too-large'
  | 'unsupported-media-type'
  | 'no-session'
  | 'no-csrf'
  | 'foreign-csrf'
  | 'session-rotation'
  | 'no-credentials'
  | 'rate-limit'
  | 'unknown-id'
  /** Made by a hand step (hand-steps.ts), after the operation's valid request. */
  | 'hand'
  /** A rule proved by a sequence of requests (probes.ts), after the other checks. */
  | 'probe';

export type Check = {
  operation: Operation;
  kind: CheckKind;
  title: string;
  /** `anonymous`: a client without a session (it has the CSRF cookie). */
  client: 'customer' | 'anonymous';
  csrf: boolean;
  statuses: number[];
  codes: string[];
  /** The answer must carry at least one of these codes (a field's documented codes). */
  anyCode?: string[];
  /** Sent with another session's CSRF token (cookie and header) instead of the client's own. */
  foreignCsrf?: boolean;
  /** Sent again, up to this many times, until one of `statuses` answers (a rate limit's probe). */
  repeat?: number;
  build: (links: LinkStore) => BuiltRequest;
};

export const UNKNOWN_ID = '999999999';
const MALFORMED_CODE = 'body__invalid';
const TOO_LARGE_CODE = 'body__too_large';
const UNSUPPORTED_CODE = 'body__unsupported_media_type';
/** The operation whose answer holds the configuration an upload's limit is read from. */
export const CONFIG_OPERATION = 'getWebAppConfig';
/** The operation that gives the customer a session (hand-written: the contract says it in prose). */
export const SIGN_IN_OPERATION = 'verifySignInOtp';
/** The operation that renews a session with the refresh cookie (its CSRF token is the session's). */
export const REFRESH_OPERATION = 'refreshSession';
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/** A state the valid request needs that the walk makes (a hand step `beforeSuccess`): refused before. */
type RefusedFirst = { status: number; codes: string[]; until: string };

/** An operation's own body limit: bytes, or a field of the web-app configuration plus some bytes. */
type BodyLimit = number | { 'web-app-config': string; plus?: number };

type Extensions = {
  'x-max-body-bytes'?: BodyLimit;
  'x-verify-refused-first'?: RefusedFirst;
  /** At most `requests` in `per-seconds` from one network; more answer 429. */
  'x-rate-limit'?: { requests: number; 'per-seconds': number };
  'x-verify-after'?: string[];
  'x-verify-last'?: boolean;
  'x-verify-skip'?: string;
};

const needs = (operation: Operation, scheme: string) =>
  (operation.operation.security ?? []).some((requirement) => scheme in requirement);

export const successStatuses = (operation: Operation) =>
  Object.keys(operation.operation.responses ?? {})
    .filter((status) => /^2\d\d$/.test(status))
    .map(Number);

const documents = (operation: Operation, status: number) =>
  String(status) in (operation.operation.responses ?? {});

/** A media type the operation does not take, for its 415 check (`text/plain` unless it takes that). */
function unsupportedType(contract: Contract, operation: Operation): string | undefined {
  const body = contract.resolve((operation.operation.requestBody ?? {}) as { content?: object });
  const taken = Object.keys(body.content ?? {});
  return ['text/plain', 'application/xml'].find((type) => !taken.includes(type));
}

export function skipReason(operation: Operation): string | undefined {
  return (operation.operation as Extensions)['x-verify-skip'];
}

/**
 * Contract order, each operation after the ones that link to it, those its `x-verify-after` names and
 * (when it needs a session) sign-in; `x-verify-last` ones at the end.
 */
export function orderOperations(contract: Contract, operations: Operation[]): Operation[] {
  const before = new Map<string, Set<string>>();
  const present = new Set(operations.map((operation) => operation.operationId));
  for (const operation of operations) {
    const id = operation.operationId;
    const after = new Set<string>((operation.operation as Extensions)['x-verify-after'] ?? []);
    for (const source of contract.operations) {
      const links = Object.values(source.operation.responses ?? {}).flatMap((response) =>
        Object.values(
          (contract.resolve(response) as { links?: Record<string, { operationId?: string }> })
            .links ?? {},
        ),
      );
      if (links.some((link) => contract.resolve(link).operationId === id))
        after.add(source.operationId);
    }
    if (needs(operation, 'session')) after.add(SIGN_IN_OPERATION);
    after.delete(id);
    before.set(id, new Set([...after].filter((name) => present.has(name))));
  }
  const ordered: Operation[] = [];
  const placed = new Set<string>();
  const last = (operation: Operation) =>
    (operation.operation as Extensions)['x-verify-last'] === true;
  const left = [...operations.filter((op) => !last(op)), ...operations.filter(last)];
  while (left.length > 0) {
    const index = left.findIndex((operation) =>
      [...(before.get(operation.operationId) ?? [])].every((name) => placed.has(name)),
    );
    const [next] = left.splice(index === -1 ? 0 : index, 1);
    ordered.push(next);
    placed.add(next.operationId);
  }
  return ordered;
}

/** What the walk knows before it starts: the web-app configuration (for the uploads' limits). */
export type DeriveContext = { config?: Record<string, unknown> };

/** The most bytes the operation's body may have: its own `x-max-body-bytes`, else the contract's. */
export function bodyLimit(
  contract: Contract,
  operation: Operation,
  context: DeriveContext = {},
): number | undefined {
  const own = (operation.operation as Extensions)['x-max-body-bytes'];
  if (typeof own === 'number') return own;
  if (own) {
    const base = context.config?.[own['web-app-config']];
    return typeof base === 'number' ? base + (own.plus ?? 0) : undefined;
  }
  return (contract.document as { 'x-max-body-bytes'?: number })['x-max-body-bytes'];
}

/** The codes of a documented error answer's example (`errors`), or the fallback. */
function exampleCodes(contract: Contract, operation: Operation, status: number, fallback: string) {
  const response = contract.resolve(
    (operation.operation.responses ?? {})[String(status)] ?? {},
  ) as { content?: Record<string, { example?: { errors?: string[] } }> };
  return response.content?.['application/json']?.example?.errors ?? [fallback];
}

function requiredCodes(contract: Contract, operation: Operation): string[] | undefined {
  const schema = contract.resolve(
    (jsonBodySchema(contract, operation) ?? {}) as {
      required?: string[];
    },
  );
  if (!schema.required?.length) return undefined;
  const known = new Set(contract.errorCodes());
  return schema.required.map((name) => `${name}__required`).filter((code) => known.has(code));
}

/** The checks of one operation, refusals first (they change nothing), the valid request last. */
export function deriveChecks(
  contract: Contract,
  operation: Operation,
  context: DeriveContext = {},
): Check[] {
  const checks: Check[] = [];
  const name = operation.operationId;
  const base = { operation, client: 'customer' as const, csrf: true };
  const linked = (links: LinkStore) => links.for(name);
  const codes = requiredCodes(contract, operation);
  if (codes && documents(operation, 400)) {
    checks.push({
      ...base,
      kind: 'required',
      title: 'empty body',
      statuses: [400],
      codes,
      build: (links) => buildRequest(contract, operation, linked(links), { body: {} }),
    });
  }
  if (
    jsonBodySchema(contract, operation) !== undefined &&
    documents(operation, 400) &&
    contract.errorCodes().includes(MALFORMED_CODE)
  ) {
    checks.push({
      ...base,
      kind: 'malformed',
      title: 'a body that is not JSON',
      statuses: [400],
      codes: [MALFORMED_CODE],
      build: (links) => ({
        ...buildRequest(contract, operation, linked(links)),
        json: undefined,
        raw: '{"broken',
      }),
    });
  }
  const limit = (contract.document as { 'x-max-body-bytes'?: number })['x-max-body-bytes'];
  const ownLimit = bodyLimit(contract, operation, context);
  if (UNSAFE.has(operation.method) && documents(operation, 413) && ownLimit) {
    checks.push({
      ...base,
      kind: 'too-large',
      title: `a text/plain body over ${ownLimit} bytes`,
      statuses: [413],
      codes: [],
      anyCode: exampleCodes(contract, operation, 413, TOO_LARGE_CODE),
      build: (links) => ({
        ...buildRequest(contract, operation, linked(links)),
        json: undefined,
        form: undefined,
        raw: 'x'.repeat(ownLimit + 1),
        rawType: 'text/plain',
      }),
    });
  }
  const unsupported = unsupportedType(contract, operation);
  if (
    UNSAFE.has(operation.method) &&
    documents(operation, 415) &&
    contract.errorCodes().includes(UNSUPPORTED_CODE) &&
    unsupported
  ) {
    checks.push({
      ...base,
      kind: 'unsupported-media-type',
      title: `a ${unsupported} body`,
      statuses: [415],
      codes: [UNSUPPORTED_CODE],
      build: (links) => ({
        ...buildRequest(contract, operation, linked(links)),
        json: undefined,
        form: undefined,
        raw: 'not the media type the operation takes',
        rawType: unsupported,
      }),
    });
  }
  if (jsonBodySchema(contract, operation) !== undefined && documents(operation, 413) && limit) {
    checks.push({
      ...base,
      kind: 'too-large',
      title: `a JSON body over ${limit} bytes`,
      statuses: [413],
      codes: [TOO_LARGE_CODE],
      build: (links) => {
        const valid = buildRequest(contract, operation, linked(links));
        const padded = { ...(valid.json as object), padding: 'x'.repeat(limit) };
        return { ...valid, json: undefined, raw: JSON.stringify(padded) };
      },
    });
  }
  if (documents(operation, 400)) {
    for (const input of invalidInputs(contract, operation)) {
      checks.push({
        ...base,
        kind: 'invalid-input',
        title: `${input.field} ${input.problem}`,
        statuses: [400],
        codes: [],
        anyCode: input.codes,
        build: (links) => {
          if (input.in === 'query')
            return buildRequest(contract, operation, linked(links), {
              query: { [input.field]: String(input.value) },
            });
          const valid = buildRequest(contract, operation, linked(links));
          const body = { ...(valid.json as object), [input.field]: input.value };
          return buildRequest(contract, operation, linked(links), { body });
        },
      });
    }
  }
  if (UNSAFE.has(operation.method) && needs(operation, 'csrf') && documents(operation, 403)) {
    checks.push({
      ...base,
      kind: 'no-csrf',
      title: 'no CSRF header',
      csrf: false,
      statuses: [403],
      codes: ['csrf__invalid'],
      build: (links) => buildRequest(contract, operation, linked(links)),
    });
  }
  const tied = needs(operation, 'session') || name === REFRESH_OPERATION;
  if (
    UNSAFE.has(operation.method) &&
    needs(operation, 'csrf') &&
    tied &&
    documents(operation, 403)
  ) {
    checks.push({
      ...base,
      kind: 'foreign-csrf',
      title: "another session's CSRF token",
      foreignCsrf: true,
      statuses: [403],
      codes: ['csrf__invalid'],
      build: (links) => buildRequest(contract, operation, linked(links)),
    });
  }
  if (needs(operation, 'session') && documents(operation, 401)) {
    checks.push({
      ...base,
      kind: 'no-session',
      title: 'no session',
      client: 'anonymous',
      statuses: [401],
      codes: ['authentication__required'],
      build: (links) => buildRequest(contract, operation, linked(links)),
    });
  }
  const security = operation.operation.security;
  const refusedFirst = (operation.operation as Extensions)['x-verify-refused-first'];
  // Needing nothing but a state the hand step makes (a signed token): after the valid request.
  const noCredentials: Check[] = [];
  if (UNSAFE.has(operation.method) && security !== undefined && security.length === 0) {
    (refusedFirst ? noCredentials : checks).push({
      ...base,
      kind: 'no-credentials',
      title: 'valid request without a session or the CSRF header (a beacon)',
      client: 'anonymous',
      csrf: false,
      statuses: successStatuses(operation),
      codes: [],
      build: (links) => buildRequest(contract, operation, linked(links)),
    });
  }
  const idParameter = parametersOf(contract, operation)
    .filter((parameter) => parameter.in === 'path')
    .at(-1);
  const idSchema = contract.resolve(
    (idParameter?.schema ?? {}) as { type?: string; enum?: unknown },
  );
  if (idParameter && documents(operation, 404) && !idSchema.enum) {
    checks.push({
      ...base,
      kind: 'unknown-id',
      title: `unknown ${idParameter.name}`,
      statuses: [404],
      codes: [],
      build: (links) =>
        buildRequest(contract, operation, linked(links), {
          pathOverride: {
            [idParameter.name]: idSchema.type === 'integer' ? UNKNOWN_ID : `unknown-${UNKNOWN_ID}`,
          },
        }),
    });
  }
  if (refusedFirst) {
    checks.push({
      ...base,
      kind: 'refused-first',
      title: `valid request before ${refusedFirst.until}`,
      statuses: [refusedFirst.status],
      codes: refusedFirst.codes,
      build: (links) => buildRequest(contract, operation, linked(links)),
    });
  }
  checks.push({
    ...base,
    kind: 'success',
    title: 'valid request',
    statuses: successStatuses(operation),
    codes: [],
    build: (links) => buildRequest(contract, operation, linked(links)),
  });
  checks.push(...noCredentials);
  // Last, as it leaves the operation refused for a while: bounded, the limit and one more.
  const rate = (operation.operation as Extensions)['x-rate-limit'];
  if (rate && documents(operation, 429)) {
    checks.push({
      ...base,
      kind: 'rate-limit',
      title: `more than ${rate.requests} requests in ${rate['per-seconds']} s`,
      statuses: [429],
      codes: ['action__limit_exceeded'],
      repeat: rate.requests + 1,
      build: (links) => buildRequest(contract, operation, linked(links)),
    });
  }
  return checks;
}
