// The structured data (JSON-LD) of the pages the server renders, checked against schema.org's types
// (schema-dts, Google's typings of the vocabulary): each item is type-checked by TypeScript as the
// type it names, so an unknown property, a wrong kind of value or a misspelled type fails.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withAppServer } from './app-server';

const app = withAppServer();

const PAGES = [
  '/',
  '/en',
  '/properties/1036',
  '/en/units/501',
  '/projects/1',
  '/en/unit-designs/1',
  '/agencies/1',
  '/en/properties?purpose=sale',
  '/faq',
];

async function structuredData(path: string): Promise<{ '@type': string }[]> {
  const html = await (await fetch(`${app.origin}${path}`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!),
  );
}

/** TypeScript's complaints about `items`, each typed as `WithContext<its @type>`. */
function typeErrors(items: { '@type': string }[]): string[] {
  const types = [...new Set(items.map((item) => item['@type']))];
  const source = [
    `import type { WithContext, ${types.join(', ')} } from 'schema-dts';`,
    ...items.map(
      (item, index) =>
        `export const item${index}: WithContext<${item['@type']}> = ${JSON.stringify(item)};`,
    ),
  ].join('\n');
  const file = `${process.cwd()}/structured-data-check.ts`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile;
  host.readFile = (name) => (name === file ? source : readFile(name));
  host.fileExists = (
    (exists) => (name: string) =>
      name === file || exists(name)
  )(host.fileExists);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('structured data', () => {
  it('is valid schema.org on every kind of public page', async () => {
    const items = (await Promise.all(PAGES.map(structuredData))).flat();
    expect(items.map((item) => item['@type'])).toEqual(
      expect.arrayContaining([
        'BreadcrumbList',
        'Organization',
        'WebSite',
        'RealEstateListing',
        'RealEstateAgent',
      ]),
    );
    expect(typeErrors(items)).toEqual([]);
  }, 60_000);

  it('fails what schema.org does not define (the check can fail)', () => {
    const errors = typeErrors([
      { '@type': 'RealEstateListing', pricee: 5 } as never,
      { '@type': 'Offer', price: { amount: 5 } } as never,
    ]);
    expect(errors.join('\n')).toMatch(/pricee/);
    expect(errors.length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
