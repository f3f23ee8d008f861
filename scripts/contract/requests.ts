// A request for one operation built from the contract: path and required query parameters from the
// values of earlier answers (links) or the parameter's example; the body from the media type's example
// or its schema, with linked values on top.
import type { Contract, Operation } from './contract';
import type { LinkedValues } from './links';
import { mediaSample, sampleOf } from './samples';

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
};

type RequestBody = { required?: boolean; content?: Record<string, { schema?: unknown }> };

export type BuiltRequest = {
  path: string;
  pathParams: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** A body sent as it is (the body checks), as `rawType` (default JSON). */
  raw?: string;
  rawType?: string;
  /** What was sent as the body (for links and reports). */
  body?: unknown;
};

/** A tiny PDF: the one file kind every upload in the contract accepts. */
export const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
/**
 * The name every upload is sent with: a PDF named as a web page, with a right-to-left override that
 * makes it read `…lmth.pdf`. A server keeps it as a `FileName` (`<field>fdp.pdf`), never as sent.
 */
export const hostileFileName = (field: string) => `${field}\u202efdp.html`;

export function parametersOf(contract: Contract, operation: Operation): Parameter[] {
  const item = contract.document.paths[operation.path] as { parameters?: unknown[] };
  return [...(item.parameters ?? []), ...(operation.operation.parameters ?? [])].map((parameter) =>
    contract.resolve(parameter as Parameter),
  );
}

function parameterValue(contract: Contract, parameter: Parameter, linked: LinkedValues): unknown {
  if (linked.parameters[parameter.name] !== undefined) return linked.parameters[parameter.name];
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first) return contract.resolve(first).value;
  return sampleOf(contract, parameter.schema ?? {});
}

export function jsonBodySchema(contract: Contract, operation: Operation): unknown {
  const body = contract.resolve((operation.operation.requestBody ?? {}) as RequestBody);
  return body.content?.['application/json']?.schema;
}

export type BuildOptions = {
  /** Replaces one path parameter (the unknown-id checks). */
  pathOverride?: Record<string, string>;
  /** Replaces the body (the validation checks). */
  body?: unknown;
  /** Sets query parameters (the validation checks). */
  query?: Record<string, string>;
};

export function buildRequest(
  contract: Contract,
  operation: Operation,
  linked: LinkedValues,
  options: BuildOptions = {},
): BuiltRequest {
  const pathParams: Record<string, string> = {};
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of parametersOf(contract, operation)) {
    const value = parameterValue(contract, parameter, linked);
    if (parameter.in === 'path') pathParams[parameter.name] = String(value);
    else if (!parameter.required && linked.parameters[parameter.name] === undefined) continue;
    else if (parameter.in === 'query')
      for (const item of [value].flat()) query.append(parameter.name, String(item));
    else if (parameter.in === 'header') headers[parameter.name] = String(value);
  }
  Object.assign(pathParams, options.pathOverride);
  for (const [name, value] of Object.entries(options.query ?? {})) query.set(name, value);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? ''),
  );
  const search = query.toString();
  const built: BuiltRequest = {
    path: search ? `${path}?${search}` : path,
    pathParams,
    query,
    headers,
  };
  const requestBody = contract.resolve((operation.operation.requestBody ?? {}) as RequestBody);
  const content = requestBody.content ?? {};
  if (content['application/json']) {
    const sample =
      options.body !== undefined
        ? options.body
        : { ...(mediaSample(contract, content['application/json']) as object), ...linked.body };
    built.json = sample;
    built.body = sample;
  } else if (content['multipart/form-data']) {
    const fields = {
      ...(mediaSample(contract, content['multipart/form-data']) as object),
      ...linked.body,
    } as Record<string, unknown>;
    const schema = contract.resolve(content['multipart/form-data'].schema ?? {}) as {
      properties?: Record<string, { format?: string }>;
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(options.body ?? fields)) {
      const binary = contract.resolve(schema.properties?.[name] ?? {}).format === 'binary';
      if (binary)
        form.append(name, new Blob([PDF], { type: 'application/pdf' }), hostileFileName(name));
      else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    built.form = form;
    built.body = fields;
  } else if (content['application/x-www-form-urlencoded']) {
    // A form's fields, URL-encoded (a mail client's one-click unsubscribe, RFC 8058).
    const fields = {
      ...(mediaSample(contract, content['application/x-www-form-urlencoded']) as object),
      ...linked.body,
      ...(options.body as object | undefined),
    } as Record<string, unknown>;
    built.raw = new URLSearchParams(
      Object.entries(fields).map(([name, value]) => [name, String(value)]),
    ).toString();
    built.rawType = 'application/x-www-form-urlencoded';
    built.body = fields;
  }
  return built;
}
