// OpenAPI links: after an answer, the values its documented `links` name (runtime expressions such as
// `$response.body#/results/0/id`) are kept for the operation they lead to.
import type { Exchange } from './client';
import type { Contract, Operation, OpenApiResponse } from './contract';

type Link = {
  operationId?: string;
  parameters?: Record<string, unknown>;
  requestBody?: unknown;
};

export type LinkedValues = { parameters: Record<string, unknown>; body: Record<string, unknown> };

type Sent = { path: Record<string, string>; query: URLSearchParams; body: unknown };

function atPointer(data: unknown, pointer: string): unknown {
  if (!pointer) return data;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, token) => (node as Record<string, unknown> | undefined)?.[token], data);
}

/** The value of one runtime expression, or the value itself when it is not one. */
export function evaluate(expression: unknown, exchange: Exchange, sent: Sent): unknown {
  if (Array.isArray(expression)) return expression.map((item) => evaluate(item, exchange, sent));
  if (typeof expression !== 'string' || !expression.startsWith('$')) return expression;
  const [source, pointer = ''] = expression.split('#');
  if (source === '$response.body') return atPointer(exchange.body, pointer);
  if (source === '$request.body') return atPointer(sent.body, pointer);
  if (source.startsWith('$response.header.'))
    return exchange.headers.get(source.slice('$response.header.'.length));
  if (source.startsWith('$request.path.')) return sent.path[source.slice('$request.path.'.length)];
  if (source.startsWith('$request.query.'))
    return sent.query.get(source.slice('$request.query.'.length));
  return undefined;
}

export class LinkStore {
  private readonly values = new Map<string, LinkedValues>();

  constructor(private readonly contract: Contract) {}

  /** Keeps the values of every link documented for the answer's status. */
  follow(operation: Operation, exchange: Exchange, sent: Sent): void {
    const responses = operation.operation.responses ?? {};
    const documented = responses[String(exchange.status)];
    if (!documented) return;
    const response = this.contract.resolve<OpenApiResponse & { links?: Record<string, Link> }>(
      documented,
    );
    for (const link of Object.values(response.links ?? {})) {
      const resolved = this.contract.resolve(link);
      if (!resolved.operationId) continue;
      const target = this.for(resolved.operationId);
      for (const [name, expression] of Object.entries(resolved.parameters ?? {})) {
        const value = evaluate(expression, exchange, sent);
        if (value !== undefined && value !== null) target.parameters[name] = value;
      }
      const body = resolved.requestBody;
      if (body && typeof body === 'object') {
        for (const [name, expression] of Object.entries(body)) {
          const value = evaluate(expression, exchange, sent);
          if (value !== undefined && value !== null) target.body[name] = value;
        }
      }
    }
  }

  for(operationId: string): LinkedValues {
    let found = this.values.get(operationId);
    if (!found) {
      found = { parameters: {}, body: {} };
      this.values.set(operationId, found);
    }
    return found;
  }

  /** The operations that link to `operationId` (run before it). */
  static sources(contract: Contract, operationId: string): string[] {
    return contract.operations
      .filter((operation) =>
        Object.values(operation.operation.responses ?? {}).some((response) =>
          Object.values(
            (contract.resolve(response) as { links?: Record<string, Link> }).links ?? {},
          ).some((link) => contract.resolve(link).operationId === operationId),
        ),
      )
      .map((operation) => operation.operationId);
  }
}
