// The bundled OpenAPI contract (generated/openapi.yaml) as data: its operations, matched by method and
// concrete path the way a server routes them.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// Through the path, not `new URL(...)`: under jsdom (the mock's own tests) URL is jsdom's.
export const CONTRACT_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../generated/openapi.yaml',
);

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Json = Record<string, unknown>;

export type OpenApiResponse = {
  description?: string;
  headers?: Json;
  content?: Record<string, { schema?: unknown }>;
  $ref?: string;
};

export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, OpenApiResponse>;
  requestBody?: unknown;
  parameters?: unknown[];
};

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Json; responses?: Record<string, OpenApiResponse>; parameters?: Json };
};

export type Operation = {
  method: HttpMethod;
  /** The path template as written in the contract, e.g. `/api/v1/projects/{projectId}/`. */
  path: string;
  operationId: string;
  operation: OpenApiOperation;
  /** JSON pointer of the operation in the document, e.g. `#/paths/~1api~1v1~1projects~1/get`. */
  pointer: string;
};

export type OperationMatch = Operation & { params: Record<string, string> };

export const escapePointer = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** `{countryId}` and `{id}` are the same placeholder: compare templates with this. */
export const normalizeTemplate = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

type Route = Operation & { regex: RegExp; names: string[]; literalSegments: number };

export class Contract {
  readonly operations: Operation[];
  private readonly routes: Route[];

  constructor(readonly document: OpenApiDocument) {
    this.operations = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item[method] as OpenApiOperation | undefined;
        if (!operation) continue;
        const pointer = `#/paths/${escapePointer(path)}/${method}`;
        this.operations.push({
          method,
          path,
          operationId: operation.operationId ?? '',
          operation,
          pointer,
        });
      }
    }
    // Concrete paths win over templates (`/{target}/api/v1/x` is tried after `/customer/api/v1/x`).
    this.routes = this.operations
      .map((operation) => toRoute(operation))
      .sort((a, b) => a.names.length - b.names.length || b.literalSegments - a.literalSegments);
  }

  static load(path = CONTRACT_PATH): Contract {
    return new Contract(parse(readFileSync(path, 'utf8')) as OpenApiDocument);
  }

  /** The operation a request for `method` and `path` (a concrete path, query string allowed) reaches. */
  findOperation(method: string, path: string): OperationMatch | undefined {
    const wanted = method.toLowerCase();
    const pathname = stripQuery(path);
    for (const route of this.routes) {
      if (route.method !== wanted) continue;
      const found = route.regex.exec(pathname);
      if (!found) continue;
      const params = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(found[index + 1])]),
      );
      const { regex: _regex, names: _names, literalSegments: _literal, ...operation } = route;
      return { ...operation, params };
    }
    return undefined;
  }

  /** The operations whose template equals `template`, whatever its placeholders are called. */
  operationsAt(template: string): Operation[] {
    const wanted = normalizeTemplate(template);
    return this.operations.filter((operation) => normalizeTemplate(operation.path) === wanted);
  }

  /** Follows a local `$ref` (`#/components/...`) until the target has none. */
  resolve<T>(value: T): T {
    let current: unknown = value;
    for (let depth = 0; depth < 20; depth += 1) {
      const ref = (current as { $ref?: unknown } | undefined)?.$ref;
      if (typeof ref !== 'string') return current as T;
      current = this.pointer(ref);
    }
    throw new Error('$ref chain too long');
  }

  pointer(ref: string): unknown {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    return ref
      .slice(2)
      .split('/')
      .map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, token) => {
        const next = (node as Json | undefined)?.[token];
        if (next === undefined) throw new Error(`unresolved $ref ${ref}`);
        return next;
      }, this.document);
  }

  /** The values of the `ErrorCode` enum. */
  errorCodes(): string[] {
    const schema = this.document.components?.schemas?.ErrorCode as { enum?: string[] } | undefined;
    return schema?.enum ?? [];
  }
}

function stripQuery(path: string): string {
  const withoutOrigin = /^[a-z]+:\/\//i.test(path) ? new URL(path).pathname : path;
  return withoutOrigin.split(/[?#]/)[0];
}

function toRoute(operation: Operation): Route {
  const names: string[] = [];
  const source = operation.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const placeholder = /^\{([^}]+)\}$/.exec(part);
      if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(placeholder[1]);
      return '([^/]+)';
    })
    .join('');
  const literalSegments = operation.path
    .split('/')
    .filter((segment) => segment && !segment.includes('{')).length;
  return { ...operation, regex: new RegExp(`^${source}$`), names, literalSegments };
}

let shared: Contract | undefined;

/** The contract of this repository, read once. */
export function loadContract(): Contract {
  shared ??= Contract.load();
  return shared;
}
