// Invalid inputs generated from the contract's schemas: for each top-level field of a JSON body and each
// query parameter, values that break its type, enum, bounds, length or pattern. Each is answered `400`
// with one of the field's documented codes (`<field>__invalid` for a type, an enum or a pattern). A
// field whose pattern takes a path (`/x`) is also sent the paths a browser reads as another host that
// its pattern refuses (`/<TAB>/evil.example/x` is `//evil.example/x`).
import type { Contract, Operation } from './contract';
import { jsonBodySchema, parametersOf } from './requests';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  /** Values the pattern refuses that a careless server would take (a page's address as its route). */
  'x-invalid-examples'?: unknown[];
};

export type InvalidInput = {
  in: 'body' | 'query';
  field: string;
  problem: string;
  value: unknown;
  /** The answer must carry at least one of these codes. */
  codes: string[];
};

const BOGUS = 'not-a-documented-value';

function flatten(contract: Contract, schema: unknown): Schema {
  const node = contract.resolve((schema ?? {}) as Schema);
  if (node.allOf?.length === 1 && Object.keys(node).length === 1)
    return flatten(contract, node.allOf[0]);
  return node;
}

const typeOf = (node: Schema) =>
  Array.isArray(node.type) ? node.type.find((item) => item !== 'null') : node.type;

/** Paths that leave the site in a browser: a tab or a C1 control dropped, a backslash read as `/`. */
export const HOSTILE_PATHS = [
  '/\t/evil.example/x',
  '/\\evil.example/x',
  '//evil.example/x',
  '/\u0085/evil.example/x',
];

/** The hostile paths a path-taking pattern refuses (each must be answered `400`). */
function hostilePaths(pattern: string): string[] {
  const regex = new RegExp(pattern, 'u');
  if (!regex.test('/x')) return [];
  return HOSTILE_PATHS.filter((path) => !regex.test(path));
}

function unmatched(pattern: string): string | undefined {
  const regex = new RegExp(pattern, 'u');
  return ['~~~', '0', 'x', 'x'.repeat(300)].find((candidate) => !regex.test(candidate));
}

/** The values breaking one schema, with the problem each shows; `query`: values are strings. */
function breaking(contract: Contract, schema: unknown, query: boolean) {
  const node = flatten(contract, schema);
  const type = typeOf(node);
  const values: { problem: string; value: unknown; strict: boolean }[] = [];
  const add = (problem: string, value: unknown, strict = true) =>
    values.push({ problem, value, strict });
  const items = type === 'array' ? flatten(contract, node.items) : undefined;
  const numeric = type === 'integer' || type === 'number';
  if (query) {
    if (numeric) add('not a number', 'abc');
    if (type === 'boolean') add('not a boolean', 'maybe');
  } else if (type === 'string') add('of the wrong type', 12345);
  else if (numeric || type === 'boolean') add('of the wrong type', 'not-a-number');
  else if (type === 'array') add('of the wrong type', 'not-a-list');
  if (node.enum?.length) add('not one of its values', BOGUS);
  if (items?.enum?.length) add('not one of its values', query ? BOGUS : [BOGUS]);
  if (numeric && node.minimum !== undefined) add('below its minimum', node.minimum - 1, false);
  if (numeric && node.maximum !== undefined) add('above its maximum', node.maximum + 1, false);
  if (type === 'string' && (node.minLength ?? 0) > 1)
    add('shorter than its minimum', 'x'.repeat((node.minLength ?? 2) - 1), false);
  if (type === 'string' && node.maxLength !== undefined && !node.enum)
    add('longer than its maximum', 'x'.repeat(node.maxLength + 1), false);
  if (type === 'string' && node.pattern && !node.enum) {
    const value = unmatched(node.pattern);
    if (value !== undefined) add('not matching its pattern', value);
    for (const path of hostilePaths(node.pattern))
      add(`a path that leaves the site (${JSON.stringify(path)})`, path);
  }
  for (const example of node['x-invalid-examples'] ?? [])
    add(`not matching its pattern: ${JSON.stringify(example)}`, example);
  return values;
}

/** Every invalid input of an operation for which the contract documents a code. */
export function invalidInputs(contract: Contract, operation: Operation): InvalidInput[] {
  const known = contract.errorCodes();
  const codesOf = (field: string, strict: boolean) =>
    strict
      ? known.filter((code) => code === `${field}__invalid`)
      : known.filter((code) => code.startsWith(`${field}__`) && code !== `${field}__required`);
  const inputs: InvalidInput[] = [];
  const body = flatten(contract, jsonBodySchema(contract, operation));
  for (const [field, schema] of Object.entries(body.properties ?? {})) {
    for (const broken of breaking(contract, schema, false)) {
      const codes = codesOf(field, broken.strict);
      if (codes.length > 0) inputs.push({ in: 'body', field, ...broken, codes });
    }
  }
  for (const parameter of parametersOf(contract, operation)) {
    if (parameter.in !== 'query') continue;
    for (const broken of breaking(contract, parameter.schema, true)) {
      const codes = codesOf(parameter.name, broken.strict);
      if (codes.length > 0) inputs.push({ in: 'query', field: parameter.name, ...broken, codes });
    }
  }
  return inputs;
}
