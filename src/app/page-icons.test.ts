import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the page icons', () => {
  // Chromium decodes an SVG icon on the page's main thread as a document of its own (an isolated
  // frame): 15-37 ms in one task, right after the first paint, on every page.
  it('are PNG files that the build serves', () => {
    const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map(
      ([link]) => /href="([^"]+)"/.exec(link)?.[1] ?? '',
    );
    expect(icons).toHaveLength(2);
    for (const icon of icons) {
      expect(icon).toMatch(/\.png$/);
      expect(existsSync(join(ROOT, 'public', icon))).toBe(true);
    }
  });
});
