// ajv's errors as readable lines: where in the body, what is wrong, and the value found.
import type { ErrorObject } from 'ajv/dist/2020';

function valueAt(data: unknown, instancePath: string): unknown {
  if (!instancePath) return data;
  return instancePath
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, token) => (node as Record<string, unknown> | undefined)?.[token], data);
}

export function shown(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function describeError(error: ErrorObject, data: unknown): string {
  const where = error.instancePath || '(body)';
  const got = valueAt(data, error.instancePath);
  switch (error.keyword) {
    case 'enum': {
      const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
      const list =
        allowed.length <= 10
          ? `: ${allowed.map((item) => shown(item)).join(', ')}`
          : ` (${allowed.length} values)`;
      return `${where} is ${shown(got)}, not one of the allowed values${list}`;
    }
    default:
      return `${where} ${error.message} (got ${shown(got)})`;
  }
}

/** One line per problem; the missing properties of one object are listed on one line. */
export function describeErrors(errors: ErrorObject[], data: unknown): string[] {
  const missing = new Map<string, string[]>();
  const lines: string[] = [];
  for (const error of errors) {
    if (error.keyword === 'required') {
      const where = error.instancePath || '(body)';
      const property = (error.params as { missingProperty: string }).missingProperty;
      missing.set(where, [...(missing.get(where) ?? []), property]);
    } else lines.push(describeError(error, data));
  }
  for (const [where, properties] of missing) {
    lines.push(
      `${where} misses required ${properties.length > 1 ? 'properties' : 'property'} ${properties.join(', ')}`,
    );
  }
  return [...new Set(lines)];
}
