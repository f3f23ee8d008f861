import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname, 'locales/ar');
const messages: [string, string][] = readdirSync(dir).flatMap((file) =>
  Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>),
);

describe('the Arabic catalogue', () => {
  it('writes figures in Latin digits, as the app formats every number (INTL_LOCALE)', () => {
    const indic = messages.filter(([, text]) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text));
    expect(indic.map(([id]) => id)).toEqual([]);
  });
});
