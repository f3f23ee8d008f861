// Checks an HTTP answer against the contract: the status is documented for the operation, the content
// type is one the operation answers with, and the body matches the schema (JSON Schema 2020-12).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  loadContract,
  type Contract,
  type OpenApiOperation,
  type OpenApiResponse,
} from './contract';
import { deployedName, type CookiePrefix } from './cookie-names';
import { cookieProblems, type CookieRule } from './cookie-attributes';
import { describeErrors, shown } from './describe-errors';

const DOCUMENT_ID = 'openapi.json';
const MAX_ERRORS = 12;

const mediaTypeOf = (contentType: string | null | undefined) =>
  (contentType ?? '').split(';')[0].trim().toLowerCase();
const isJson = (mediaType: string) =>
  mediaType === 'application/json' || mediaType.endsWith('+json');

function mediaMatches(documented: string, actual: string): boolean {
  const [type, subtype] = documented.toLowerCase().split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

/** `#/components/...` inside an inline schema, pointed at the document the validator knows. */
function anchorRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchorRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === '$ref' && typeof item === 'string' && item.startsWith('#/')
        ? [key, `${DOCUMENT_ID}${item}`]
        : [key, anchorRefs(item)],
    ),
  );
}

export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(
    readonly contract: Contract = loadContract(),
    /**
     * `scriptSetCookies`: the answers come from handlers inside a page, which cannot set HttpOnly nor
     * a cookie the page would not see (a path of its own). `cookiePrefix`: the deployment's cookie
     * names (cookie-names.ts).
     */
    private readonly options: { scriptSetCookies?: boolean; cookiePrefix?: CookiePrefix } = {},
  ) {
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      logger: false,
      validateSchema: false,
    });
    addFormats(this.ajv);
    for (const format of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double']) {
      this.ajv.addFormat(format, true);
    }
    this.ajv.addSchema(contract.document as object, DOCUMENT_ID);
  }

  /**
   * The violations of one answer, readable, empty when it matches the contract. `body` is the raw text of
   * the answer (or an already parsed JSON value).
   */
  validateResponse(
    method: string,
    path: string,
    status: number,
    contentType: string | null,
    body: unknown,
  ): string[] {
    const match = this.contract.findOperation(method, path);
    if (!match)
      return [`no operation ${method.toUpperCase()} ${path.split('?')[0]} in the contract`];
    const responses = match.operation.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (name) => name in responses,
    );
    if (!key) {
      return [
        `status ${status} is not documented for ${match.operationId} (documented: ${Object.keys(responses).join(', ')})`,
      ];
    }
    const response = this.contract.resolve<OpenApiResponse>(responses[key]);
    const text =
      typeof body === 'string' ? body : body === undefined || body === null ? '' : undefined;
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      return text === undefined || text.trim() !== ''
        ? [
            `status ${status} of ${match.operationId} has no body in the contract, but the answer has one`,
          ]
        : [];
    }
    const mediaType = mediaTypeOf(contentType);
    const documented = Object.keys(content).find((name) => mediaMatches(name, mediaType));
    if (!documented) {
      return [
        `content type ${shown(contentType ?? '')} is not documented for ${match.operationId} ${status} (expected ${Object.keys(content).join(' or ')})`,
      ];
    }
    if (text !== undefined && text.trim() === '')
      return [
        `status ${status} of ${match.operationId} must have a ${documented} body, the answer is empty`,
      ];
    let data: unknown = body;
    if (text !== undefined && isJson(mediaType)) {
      try {
        data = JSON.parse(text);
      } catch {
        return [`the body is not valid JSON: ${shown(text)}`];
      }
    }
    const schema = content[documented].schema;
    if (schema === undefined) return [];
    const validate = this.validatorFor(`${match.pointer}/${key}/${documented}`, schema);
    if (validate(data)) return [];
    const messages = describeErrors(validate.errors ?? [], data);
    const more =
      messages.length > MAX_ERRORS ? [`... and ${messages.length - MAX_ERRORS} more`] : [];
    return [
      ...messages
        .slice(0, MAX_ERRORS)
        .map((message) => `body (${match.operationId} ${status}): ${message}`),
      ...more,
    ];
  }

  /**
   * The violations of an answer's headers: a header the contract marks `required` is there, and a
   * declared header's value matches its schema (`Retry-After: soon` where it says integer).
   */
  validateHeaders(method: string, path: string, status: number, headers: Headers): string[] {
    const match = this.contract.findOperation(method, path);
    if (!match) return [];
    const problems = cachingProblems(match, status, headers);
    const documented = match.operation.responses?.[String(status)];
    if (!documented) return problems;
    const response = this.contract.resolve<OpenApiResponse>(documented);
    for (const [name, declared] of Object.entries(response.headers ?? {})) {
      const header = this.contract.resolve(
        declared as { required?: boolean; schema?: unknown; 'x-sets-cookies'?: string[] },
      );
      if (/^set-cookie$/i.test(name) && header['x-sets-cookies'] && headers.getSetCookie().length)
        problems.push(
          ...cookieProblems(
            this.cookieRules,
            header['x-sets-cookies'],
            headers.getSetCookie(),
            `${match.operationId} ${status}`,
            (name) => deployedName(this.contract, name, this.options.cookiePrefix),
          ),
        );
      const value =
        name.toLowerCase() === 'set-cookie' ? headers.getSetCookie()[0] : headers.get(name);
      if (value === null || value === undefined) {
        if (header.required)
          problems.push(
            `header ${name} is required on ${match.operationId} ${status}, the answer has none`,
          );
        continue;
      }
      const schema = this.contract.resolve((header.schema ?? {}) as { type?: string });
      const parsed = schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;
      const validate = this.validatorFor(`${match.pointer}/${status}/headers/${name}`, schema);
      if (value.trim() === '' || !validate(parsed))
        problems.push(
          `header ${name} of ${match.operationId} ${status} is ${shown(value)}, not a valid ${schema.type ?? 'value'}`,
        );
    }
    return problems;
  }

  /** Reads a fetch `Response` (without consuming it) and validates it. */
  async validateFetchResponse(method: string, path: string, response: Response): Promise<string[]> {
    const text = await response.clone().text();
    return this.validateResponse(
      method,
      path,
      response.status,
      response.headers.get('content-type'),
      text,
    );
  }

  private get cookieRules(): Record<string, CookieRule> {
    const rules =
      (this.contract.document as { 'x-cookies'?: Record<string, CookieRule> })['x-cookies'] ?? {};
    if (!this.options.scriptSetCookies) return rules;
    return Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [
        name,
        { ...rule, 'http-only': undefined, path: rule.path === '/' ? '/' : undefined },
      ]),
    );
  }

  private validatorFor(key: string, schema: unknown): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(anchorRefs(schema) as object);
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/**
 * Whether every answer of the operation must carry `Cache-Control: no-store`: it needs a session, or
 * the contract marks it `x-no-store`.
 */
export function mustNotBeStored(operation: OpenApiOperation): boolean {
  const needsSession = (operation.security ?? []).some((item) => 'session' in item);
  return needsSession || (operation as { 'x-no-store'?: boolean })['x-no-store'] === true;
}

function cachingProblems(
  match: { operationId: string; operation: OpenApiOperation },
  status: number,
  headers: Headers,
): string[] {
  if (!mustNotBeStored(match.operation)) return [];
  const value = headers.get('cache-control');
  const directives = (value ?? '').split(',').map((part) => part.trim().toLowerCase());
  if (directives.includes('no-store')) return [];
  return [
    `Cache-Control of ${match.operationId} ${status} is ${value === null ? 'missing' : shown(value)}: a personal answer must be no-store`,
  ];
}

let shared: ResponseValidator | undefined;

/** The violations of one answer against this repository's contract (see `ResponseValidator`). */
export function validateResponse(
  method: string,
  path: string,
  status: number,
  contentType: string | null,
  body: unknown,
): string[] {
  shared ??= new ResponseValidator();
  return shared.validateResponse(method, path, status, contentType, body);
}

export function findOperation(method: string, path: string) {
  return loadContract().findOperation(method, path);
}
