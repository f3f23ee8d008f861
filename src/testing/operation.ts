import {
  HttpHandler,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandlerOptions,
} from 'msw';

/**
 * An override of one contract operation with an answer its generated handlers cannot give: a
 * status or header the contract does not list for it, a network error, a call that never ends, or
 * a fall-through to the next handler. Method and path come from the operation's generated handler
 * (`getXxxMockHandler` in generated/api), so no test spells an API path: a moved path follows the
 * contract, and a removed operation fails type-checking instead of silently matching nothing. Prefer the generated handler itself, or its
 * per-status variant (`getXxxMockHandler422`), whenever it can give the answer.
 *
 * `origin` narrows the generated path (any host) to one host, for a test where the same path may be
 * asked of another server (the app's server calling its backend).
 */
export function answerOperation<Params extends PathParams = PathParams>(
  generated: () => HttpHandler,
  resolver: HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>,
  { origin, ...options }: RequestHandlerOptions & { origin?: string } = {},
): HttpHandler {
  const { method, path } = generated().info;
  const matched = origin && typeof path === 'string' ? path.replace(/^\*/, origin) : path;
  return new HttpHandler(method, matched, resolver as HttpResponseResolver, options);
}
