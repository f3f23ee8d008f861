// Values for a request, read from the contract: an example where it gives one, otherwise one built from
// the schema (its `examples`, `enum`, `default`, `const`, format and bounds).
import type { Contract } from './contract';

type Schema = {
  $ref?: string;
  type?: string | string[];
  example?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

const FORMATS: Record<string, unknown> = {
  date: '1990-01-01',
  'date-time': '2030-01-01T09:00:00Z',
  email: 'customer@example.com',
  uuid: '0d6c2b1e-7c55-4b8e-9a8f-1e2d3c4b5a69',
  uri: 'https://example.com/',
};

/** A value the schema accepts; only required properties of objects (the smallest valid request). */
export function sampleOf(contract: Contract, schema: unknown, depth = 0): unknown {
  const node = contract.resolve(schema as Schema) ?? {};
  if (depth > 8) return undefined;
  if (node.example !== undefined) return node.example;
  if (node.examples?.length) return node.examples[0];
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return node.default;
  if (node.enum?.length) return node.enum.find((value) => value !== null) ?? node.enum[0];
  const variants = node.oneOf ?? node.anyOf;
  if (variants?.length) return sampleOf(contract, variants[0], depth + 1);
  if (node.allOf?.length) {
    return Object.assign(
      {},
      ...node.allOf.map((part) => sampleOf(contract, part, depth + 1) as object),
    );
  }
  const type = Array.isArray(node.type) ? node.type.find((item) => item !== 'null') : node.type;
  if (type === 'object' || node.properties) {
    const body: Record<string, unknown> = {};
    for (const name of node.required ?? []) {
      const value = sampleOf(contract, node.properties?.[name] ?? {}, depth + 1);
      if (value !== undefined) body[name] = value;
    }
    return body;
  }
  if (type === 'array') return [sampleOf(contract, node.items ?? {}, depth + 1)];
  if (type === 'integer' || type === 'number') return node.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'string')
    return FORMATS[node.format ?? ''] ?? 'x'.repeat(Math.max(node.minLength ?? 1, 1));
  return undefined;
}

type MediaType = {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
};

/** The example of a media type (its first named example), or one built from its schema. */
export function mediaSample(contract: Contract, media: MediaType | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first) return contract.resolve(first).value;
  return sampleOf(contract, media.schema ?? {});
}
