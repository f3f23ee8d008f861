// The contract covers the product spec: every endpoint and error code of tests/fixtures, every operation
// documented, every error code translated in both languages.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContract, normalizeTemplate } from '../../scripts/contract/contract';
import { errorCodeId } from '../../src/lib/error-messages/code-ids';

const contract = loadContract();
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('the contract covers the spec', () => {
  it('has every endpoint of seed-endpoints.tsv, with its method and path', () => {
    const endpoints = fixture('seed-endpoints.tsv').map((line) => line.split('\t'));
    expect(endpoints.length).toBeGreaterThan(20);
    const missing = endpoints
      .filter(([method, path]) => {
        const candidates = contract.operationsAt(path);
        return method === 'ANY'
          ? candidates.length === 0
          : !candidates.some((op) => op.method === method.toLowerCase());
      })
      .map(([method, path]) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('has every error code of seed-error-codes.txt in the ErrorCode enum', () => {
    const codes = fixture('seed-error-codes.txt');
    expect(codes.length).toBeGreaterThan(40);
    const enumerated = new Set(contract.errorCodes());
    expect(codes.filter((code) => !enumerated.has(code))).toEqual([]);
  });

  it('compares path templates whatever their placeholders are called', () => {
    expect(normalizeTemplate('/api/v1/nhc/regions/{id}/cities/')).toBe(
      normalizeTemplate('/api/v1/nhc/regions/{regionId}/cities/'),
    );
    expect(contract.operationsAt('/api/v1/nhc/regions/{id}/cities/')).toHaveLength(1);
    expect(contract.operationsAt('/api/v1/nhc/regions/{id}/towns/')).toHaveLength(0);
  });
});

describe('every operation is documented', () => {
  it('has a unique operationId, tags, a summary, a description and a 4xx answer', () => {
    const problems = contract.operations.flatMap((op) => {
      const name = `${op.method.toUpperCase()} ${op.path}`;
      const found: string[] = [];
      if (!op.operationId) found.push(`${name}: no operationId`);
      if (!op.operation.tags?.length) found.push(`${name}: no tags`);
      if (!op.operation.summary?.trim()) found.push(`${name}: no summary`);
      if (!op.operation.description?.trim()) found.push(`${name}: no description`);
      if (
        !Object.keys(op.operation.responses ?? {}).some((status) => /^4(\d\d|XX)$/.test(status))
      ) {
        found.push(`${name}: no 4xx answer`);
      }
      return found;
    });
    const ids = contract.operations.map((op) => op.operationId);
    const duplicates = ids.filter((id, index) => id && ids.indexOf(id) !== index);
    expect(problems).toEqual([]);
    expect(duplicates).toEqual([]);
  });

  it('declares every tag it uses', () => {
    const declared = new Set(
      ((contract.document as { tags?: Array<{ name: string }> }).tags ?? []).map((tag) => tag.name),
    );
    const used = new Set(contract.operations.flatMap((op) => op.operation.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
  });
});

describe('every error code has a message', () => {
  it.each(['ar', 'en'])(
    'in %s (src/i18n/locales/%s/errors.json, its own or one it shares)',
    (locale) => {
      const file = new URL(`../../src/i18n/locales/${locale}/errors.json`, import.meta.url);
      expect(existsSync(file), `${file.pathname} exists`).toBe(true);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const missing = contract
        .errorCodes()
        .map(errorCodeId)
        .filter((id) => typeof messages[id] !== 'string' || !(messages[id] as string).trim());
      expect(missing).toEqual([]);
    },
  );
});
