// Every relative link in the README, CONTRIBUTING and docs/ must name a file that exists, and an
// anchor a heading of that file. Run by `npm test` (static checks) and tested in tests/docs/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading) {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The prose of a Markdown file: fenced blocks and inline code left out. */
function prose(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

export function anchorsOf(text) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The broken links of the Markdown files `files` (absolute paths), as "file: target (why)". */
export function brokenLinks(files) {
  const problems = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const to = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
      const where = `${file}: ${target}`;
      if (!existsSync(to)) {
        problems.push(`${where} (no such file)`);
        continue;
      }
      if (anchor && statSync(to).isFile() && to.endsWith('.md')) {
        if (!anchorsOf(readFileSync(to, 'utf8')).has(anchor))
          problems.push(`${where} (no such heading)`);
      }
    }
  }
  return problems;
}

/** README.md, CONTRIBUTING.md and every Markdown file under docs/. */
export function documents(root) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? [join(dir, entry.name)]
          : [],
    );
  return [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), ...walk(join(root, 'docs'))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = brokenLinks(documents(root)).map((line) => line.replace(`${root}/`, ''));
  for (const line of problems) console.error(line);
  if (problems.length) process.exit(1);
  console.log('docs: every link resolves');
}
