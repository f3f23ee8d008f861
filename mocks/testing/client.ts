import { expect } from 'vitest';
import { expectContract } from './contract';

type CallOptions = {
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
  csrf?: boolean;
};
export type Answer<T = unknown> = { status: number; body: T; headers: Headers };

let clients = 0;

/**
 * A browser-like client of the mock backend for tests: it keeps its own cookie jar (fetch under
 * jsdom does not), echoes `csrftoken` in `X-CSRFTOKEN` on unsafe calls like the app, and checks
 * every answer against the contract. Each client has its own host, so MSW's own cookie store never
 * mixes the cookies of two clients.
 */
export class MockClient {
  readonly origin = `http://client${(clients += 1)}.localhost`;
  readonly jar = new Map<string, string>();
  scenario: string | undefined;
  language = 'en';

  async call<T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      'Accept-Language': this.language,
      ...options.headers,
    };
    const cookies = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookies && !headers.cookie) headers.cookie = cookies;
    if (this.scenario) headers['X-Mock-Scenario'] = this.scenario;
    const csrf = this.jar.get('csrftoken');
    const echo = method !== 'GET' && options.csrf !== false && !headers['X-CSRFTOKEN'];
    if (echo && csrf) headers['X-CSRFTOKEN'] = csrf;
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.origin}${path}`, { method, headers, body });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    const parsed = (text ? JSON.parse(text) : null) as T;
    expectContract(method, path, response.status, parsed);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get = <T = unknown>(path: string, options?: CallOptions) => this.call<T>('GET', path, options);
  post = <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
    this.call<T>('POST', path, { ...options, body });
  put = <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
    this.call<T>('PUT', path, { ...options, body });

  /** Gets the CSRF cookie, as the app does on start-up. */
  async start(): Promise<void> {
    expect((await this.get('/customer/api/v1/check-authenticated')).status).toBe(200);
  }

  /** Signs in with the OTP flow (demo customer by default). */
  async signIn(login = '1000000008'): Promise<void> {
    await this.start();
    const started = await this.post<{ sid: string }>('/customer/api/v1/sign-in', { login });
    expect(started.status).toBe(200);
    const done = await this.post('/customer/api/v1/sign-in/otp', {
      sid: started.body.sid,
      otp: '123456',
    });
    expect(done.status).toBe(200);
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(/;\s*/);
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

export const codesOf = (answer: Answer) =>
  (answer.body as { errors?: string[] } | null)?.errors ?? [];
