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

export class ContractClient {
  readonly jar: CookieJar;
  readonly exchanges: Exchange[] = [];
  language = 'ar';

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
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': this.language });
    const cookie = this.jar.header();
    if (cookie) headers.set('Cookie', cookie);
    const csrf = this.jar.get('csrftoken');
    if (UNSAFE.has(method) && options.csrf !== false && csrf) headers.set('X-CSRFTOKEN', csrf);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else body = options.form ?? options.raw;
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

    const url = new URL(path, this.baseUrl);
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
