// A client that talks to a backend like the web app does (Accept, Accept-Language, cookies, the CSRF
// header on unsafe methods) and checks every answer against the contract.
import { CookieJar } from './cookie-jar';
import { ResponseValidator } from './validator';

export type Transport = (request: Request) => Promise<Response>;

export type CallOptions = {
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  /** A body sent as it is (set its `Content-Type` in `headers`). */
  raw?: BodyInit;
  headers?: Record<string, string>;
  /** Send `X-CSRFTOKEN` from the `csrftoken` cookie on an unsafe method (default true). */
  csrf?: boolean;
  /** Send this CSRF token instead of the client's own, as the cookie and the header (another session's). */
  csrfToken?: string;
  /** Check the answer against the contract (default true). */
  validate?: boolean;
};

export type Exchange<T = unknown> = {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON. */
  body: T;
  violations: string[];
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The names of the contract's cookies in a deployment (`--cookie-prefix`: cookie-names.ts). */
export type CookieNames = { session: string; refresh: string; csrf: string };
export const PLAIN_COOKIE_NAMES: CookieNames = {
  session: 'sessionid',
  refresh: 'refresh',
  csrf: 'csrftoken',
};

export class ContractClient {
  readonly jar: CookieJar;
  readonly exchanges: Exchange[] = [];
  language = 'ar';
  cookieNames: CookieNames = PLAIN_COOKIE_NAMES;

  constructor(
    private readonly baseUrl: string,
    private readonly transport: Transport = (request) => fetch(request),
    private readonly validator: ResponseValidator = new ResponseValidator(),
    now: () => number = Date.now,
  ) {
    this.jar = new CookieJar(now);
  }

  get = <T = unknown>(path: string, options?: CallOptions) => this.call<T>('GET', path, options);
  post = <T = unknown>(path: string, options?: CallOptions) => this.call<T>('POST', path, options);
  put = <T = unknown>(path: string, options?: CallOptions) => this.call<T>('PUT', path, options);
  patch = <T = unknown>(path: string, options?: CallOptions) =>
    this.call<T>('PATCH', path, options);
  delete = <T = unknown>(path: string, options?: CallOptions) =>
    this.call<T>('DELETE', path, options);

  async call<T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Exchange<T>> {
    const url = new URL(path, this.baseUrl);
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': this.language });
    const foreign = options.csrfToken;
    const csrfName = this.cookieNames.csrf;
    const cookie = this.jar.header(url.pathname, foreign ? { [csrfName]: foreign } : {});
    if (cookie) headers.set('Cookie', cookie);
    const csrf = foreign ?? this.jar.get(csrfName);
    if (UNSAFE.has(method) && options.csrf !== false && csrf) headers.set('X-CSRFTOKEN', csrf);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else body = options.form ?? options.raw;
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

    const response = await this.transport(new Request(url, { method, headers, body }));
    this.jar.store(response.headers);
    const text = await response.text();
    const contentType = response.headers.get('content-type');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const violations =
      options.validate === false
        ? []
        : [
            ...this.validator.validateResponse(
              method,
              url.pathname,
              response.status,
              contentType,
              text,
            ),
            ...this.validator.validateHeaders(
              method,
              url.pathname,
              response.status,
              response.headers,
            ),
          ];
    const exchange = {
      method,
      path,
      status: response.status,
      contentType,
      headers: response.headers,
      text,
      body: parsed as T,
      violations,
    };
    this.exchanges.push(exchange);
    return exchange;
  }

  /** Every violation seen so far, one readable line each. */
  violations(): string[] {
    return this.exchanges.flatMap((exchange) =>
      exchange.violations.map(
        (violation) => `${exchange.method} ${exchange.path} → ${exchange.status}: ${violation}`,
      ),
    );
  }
}

/** The error codes of an error body, or an empty list. */
export function errorCodesOf(exchange: Exchange): string[] {
  const errors = (exchange.body as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors)
    ? errors.filter((code): code is string => typeof code === 'string')
    : [];
}
