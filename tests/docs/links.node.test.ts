// The docs' link check: the real documents have no broken link, and a broken one is found.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, documents, slug } from '../../scripts/check-docs.mjs';

describe('docs links', () => {
  it('every link of the README, CONTRIBUTING and docs/ resolves', () => {
    expect(brokenLinks(documents(resolve(__dirname, '../..')))).toEqual([]);
  });

  it('finds a missing file and a missing heading, and takes a real one', () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'a.md'), '# A\n\n## The payment provider (card payments)\n');
    writeFileSync(
      join(root, 'README.md'),
      '[ok](docs/a.md#the-payment-provider-card-payments) [gone](docs/b.md) [bad](docs/a.md#nope)\n' +
        '`[code](not/checked.md)`\n```\n[fenced](not/checked.md)\n```\n[web](https://example.com/x)\n',
    );
    writeFileSync(join(root, 'CONTRIBUTING.md'), '[self](#nowhere)\n');
    expect(brokenLinks(documents(root)).map((line) => line.replace(`${root}/`, ''))).toEqual([
      'README.md: docs/b.md (no such file)',
      'README.md: docs/a.md#nope (no such heading)',
      'CONTRIBUTING.md: #nowhere (no such heading)',
    ]);
  });

  it("names headings as GitHub's anchors do", () => {
    expect(slug("Code, chunks and the browser's work")).toBe('code-chunks-and-the-browsers-work');
    expect(slug('The language of `/`')).toBe('the-language-of-');
    expect([...anchorsOf('# Same\n## Same\n')]).toEqual(['same', 'same-1']);
  });
});
