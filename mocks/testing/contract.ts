import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { expect } from 'vitest';

type Response = { $ref?: string; content?: Record<string, unknown> };
type Document = {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components: { responses: Record<string, Response> };
};

const document = parse(
  readFileSync(resolve(process.cwd(), 'generated/openapi.yaml'), 'utf8'),
) as Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi');

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The JSON pointer of the body schema the contract declares; undefined when it declares no body. */
function schemaPointer(method: string, pathname: string, status: number): string | undefined {
  const verb = method.toLowerCase();
  const template = templates.find(({ pattern }) => pattern.test(pathname))?.template;
  const operation = template ? document.paths[template]?.[verb] : undefined;
  expect(operation, `${method} ${pathname} is not in the contract`).toBeDefined();
  const declared = operation?.responses?.[String(status)];
  expect(declared, `${method} ${template} does not declare ${status}`).toBeDefined();
  const named = declared?.$ref?.split('/').pop();
  const response = named ? document.components.responses[named] : declared;
  if (!response?.content?.['application/json']) return undefined;
  const base = named
    ? `/components/responses/${named}`
    : `/paths/${escape(template ?? '')}/${verb}/responses/${status}`;
  return `openapi#${base}/content/application~1json/schema`;
}

/** Fails when an answer of the mock is not what the contract declares (status and body). */
export function expectContract(method: string, path: string, status: number, body: unknown): void {
  const pathname = new URL(path, 'http://localhost').pathname;
  if (pathname.startsWith('/__mock/')) return;
  const pointer = schemaPointer(method, pathname, status);
  if (!pointer) {
    expect(body, `${method} ${pathname} ${status} should have no body`).toBeNull();
    return;
  }
  const validate = ajv.getSchema(pointer);
  expect(validate, `no schema at ${pointer}`).toBeDefined();
  const valid = validate?.(body);
  const detail = `${ajv.errorsText(validate?.errors)}\n${JSON.stringify(body)}`;
  expect(valid, `${method} ${pathname} ${status}: ${detail}`).toBe(true);
}
