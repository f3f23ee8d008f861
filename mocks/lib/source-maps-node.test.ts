// Stacks from the built app mapped back to the sources with the build's source maps (kept beside the
// build, never served): the frames name src/ files, lines and columns; a frame without a map stays.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceMapStackMapper } from './source-maps-node';

const dir = mkdtempSync(join(tmpdir(), 'source-maps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A chunk of one line from src/app/pages/record-unit.tsx, where generated column 16 (0-based) is
// the source's line 12, column 11 (1-based), and column 0 its line 10, column 1.
writeFileSync(
  join(dir, 'record-unit-BvK1x2aQ.js.map'),
  JSON.stringify({
    version: 3,
    file: 'record-unit-BvK1x2aQ.js',
    sources: ['../../../src/app/pages/record-unit.tsx'],
    names: [],
    // [0,0,9,0] then [16,0,+2,+10]: column 0 → line 10 col 0; column 16 → line 12 col 10 (0-based).
    mappings: 'AASA,gBAEU',
  }),
);

describe('sourceMapStackMapper', () => {
  const map = sourceMapStackMapper(dir);

  it('maps a Chromium frame to its source file, line and column', () => {
    expect(
      map(
        "TypeError: Cannot read properties of undefined (reading 'price')\n" +
          '    at Ve (https://www.example.com/assets/record-unit-BvK1x2aQ.js:1:17)',
      ),
    ).toBe(
      "TypeError: Cannot read properties of undefined (reading 'price')\n" +
        '    at Ve (src/app/pages/record-unit.tsx:12:11)',
    );
  });

  it('maps a Firefox or Safari frame', () => {
    expect(map('Ve@https://www.example.com/assets/record-unit-BvK1x2aQ.js:1:1')).toBe(
      'Ve@src/app/pages/record-unit.tsx:10:1',
    );
  });

  it('leaves a frame without a map, and a file name that tries to leave the directory', () => {
    const other = '    at x (https://www.example.com/assets/index-D4f9.js:1:17)';
    expect(map(other)).toBe(other);
    const escape = '    at x (https://www.example.com/assets/..%2F..%2Fsecret.js:1:1)';
    expect(map(escape)).toBe(escape);
  });
});
