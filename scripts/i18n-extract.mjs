// Messages are written in the code (defineMessages / FormattedMessage, English defaultMessage) and
// extracted with the formatjs CLI. Catalogues live in src/i18n/locales/<locale>/<area>.json, where
// <area> is the first segment of the message id.
//   npm run i18n:extract   rewrites the English catalogues from the code and lists Arabic gaps
//   npm run i18n:check     fails when a catalogue lacks a message, keeps one the code no longer uses,
//                          differs from the code (English), has Arabic that is not Arabic, or
//                          gives one English text two ids without a reason (src/i18n/same-english.json)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const check = process.argv.includes('--check');
const root = 'src/i18n/locales';
const out = '.tmp/i18n-extracted.json';
mkdirSync('.tmp', { recursive: true });
execFileSync(
  'npx',
  [
    'formatjs',
    'extract',
    'src/**/*.{ts,tsx}',
    '--ignore',
    'src/**/*.test.{ts,tsx}',
    '--format',
    'simple',
    '--out-file',
    out,
  ],
  { stdio: 'inherit' },
);
const extracted = JSON.parse(readFileSync(out, 'utf8'));
rmSync(out);

function readCatalogue(locale) {
  const merged = {};
  const files = {};
  for (const file of readdirSync(join(root, locale)).filter((name) => name.endsWith('.json'))) {
    const content = JSON.parse(readFileSync(join(root, locale, file), 'utf8'));
    files[file.replace(/\.json$/, '')] = content;
    Object.assign(merged, content);
  }
  return { merged, files };
}

const byArea = {};
for (const [id, message] of Object.entries(extracted).sort(([a], [b]) => a.localeCompare(b))) {
  const area = id.split('.')[0];
  (byArea[area] ??= {})[id] = message;
}

const problems = [];
const en = readCatalogue('en');
const ar = readCatalogue('ar');

if (!check) {
  for (const file of Object.keys(en.files))
    if (!byArea[file]) rmSync(join(root, 'en', `${file}.json`));
  for (const [area, messages] of Object.entries(byArea)) {
    writeFileSync(join(root, 'en', `${area}.json`), `${JSON.stringify(messages, null, 2)}\n`);
  }
} else {
  for (const [id, message] of Object.entries(extracted)) {
    if (en.merged[id] === undefined) problems.push(`en: missing ${id}`);
    else if (en.merged[id] !== message)
      problems.push(`en: ${id} differs from the code (run npm run i18n:extract)`);
  }
  for (const id of Object.keys(en.merged))
    if (!(id in extracted)) problems.push(`en: ${id} is not used by the code`);
  for (const [area, messages] of Object.entries(en.files)) {
    for (const id of Object.keys(messages)) {
      if (id.split('.')[0] !== area) problems.push(`en: ${id} belongs in ${id.split('.')[0]}.json`);
    }
  }
}

// One id per meaning: an English text under two ids is one meaning written twice, unless
// src/i18n/same-english.json lists exactly those ids with the reason they differ.
const allowed = new Map(
  JSON.parse(readFileSync('src/i18n/same-english.json', 'utf8')).map((entry) => [
    entry.text,
    entry,
  ]),
);
const idsByText = new Map();
for (const [id, text] of Object.entries(extracted))
  idsByText.set(text, [...(idsByText.get(text) ?? []), id]);
for (const [text, ids] of idsByText) {
  const entry = allowed.get(text);
  if (ids.length > 1 && !entry?.reason)
    problems.push(
      `en: "${text}" has ${ids.length} ids (${ids.join(', ')}): use one, or say why in src/i18n/same-english.json`,
    );
  else if (entry && [...ids].sort().join() !== [...entry.ids].sort().join())
    problems.push(
      `en: "${text}" is under ${ids.join(', ')}; src/i18n/same-english.json says ${entry.ids.join(', ')}`,
    );
}
for (const text of allowed.keys())
  if (!idsByText.has(text))
    problems.push(`src/i18n/same-english.json names "${text}", which no message has`);

const arabicLetters = /[\u0600-\u06FF]/;
// Simple placeholders ({name}, {count, number}) are not text; plural and select branches are.
// Messages that are rightly not Arabic in the Arabic catalogue (the other language's own name).
const NOT_ARABIC_ALLOWED = new Set(['layout.switchLanguage']);
for (const id of Object.keys(extracted)) {
  const text = ar.merged[id];
  if (text === undefined) problems.push(`ar: missing ${id}`);
  else if (
    !NOT_ARABIC_ALLOWED.has(id) &&
    !arabicLetters.test(text.replace(/\{\s*\w+\s*(,\s*\w+\s*)?\}/g, '')) &&
    text.replace(/\{[^}]*\}|[\s\d.,:%/+()-]/g, '') !== ''
  ) {
    problems.push(`ar: ${id} is not Arabic: "${text}"`);
  }
}
for (const id of Object.keys(ar.merged))
  if (!(id in extracted)) problems.push(`ar: ${id} is not used by the code`);
for (const [area, messages] of Object.entries(ar.files)) {
  for (const id of Object.keys(messages)) {
    if (id.split('.')[0] !== area) problems.push(`ar: ${id} belongs in ${id.split('.')[0]}.json`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} message problem(s).`);
  process.exit(check ? 1 : 0);
}
console.log(`${Object.keys(extracted).length} messages, both languages complete.`);
