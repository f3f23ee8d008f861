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
 * (`getXxxMockHandler` in generated/api), so no test spells an API path and a renamed path fails
 * type-checking instead of silently matching nothing. Prefer the generated handler itself, or its
 * per-status variant (`getXxxMockHandler422`), whenever it can give the answer.
 */
export function answerOperation<Params extends PathParams = PathParams>(
  generated: () => HttpHandler,
  resolver: HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>,
  options?: RequestHandlerOptions,
): HttpHandler {
  const { method, path } = generated().info;
  return new HttpHandler(method, path, resolver as HttpResponseResolver, options);
}
