import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, stripDescriptorsPlugin } from '../../scripts/compile-messages';
import { loadedMessages, loadMessages, loadRestMessages, neededMessages } from './load-messages';
import { INTL_LOCALE, LOCALES } from './locale';
import { CORE_AREAS, groupOf } from './message-groups';

const root = join(__dirname, 'locales');
const catalogue = (locale: string, file: string) =>
  JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Record<string, string>;
const files = (locale: string) =>
  readdirSync(join(root, locale)).filter((f) => f.endsWith('.json'));

describe('compiled catalogues (production builds)', () => {
  it.each(LOCALES)('every %s message compiles and formats like its source text', (locale) => {
    for (const file of files(locale)) {
      const messages = catalogue(locale, file);
      const compiled = compileCatalogue(messages, file);
      for (const [id, text] of Object.entries(messages)) {
        if (/[{<]/.test(text)) continue; // placeholders need values: compiled is enough
        const format = (message: unknown) =>
          createIntl({
            locale: INTL_LOCALE[locale],
            messages: { [id]: message as string },
          }).formatMessage({ id });
        expect(format(compiled[id]), id).toBe(format(text));
      }
    }
  });

  it('names the message that is not valid ICU', () => {
    expect(() => compileCatalogue({ 'a.ok': 'Fine', 'a.bad': 'Broken {count' }, 'x.json')).toThrow(
      /x\.json: message a\.bad is not valid ICU/,
    );
  });
});

describe('descriptors in the production code', () => {
  const transform = (code: string) => {
    const plugin = stripDescriptorsPlugin() as Plugin & {
      transform: (this: unknown, code: string, id: string) => { code: string } | undefined;
    };
    return plugin.transform.call({ parse: parseAst }, code, '/app/src/x/messages.ts')?.code;
  };

  it('keep only their ids', () => {
    const code = `import { defineMessages } from '@/i18n/define-messages';
export const m = defineMessages({
  title: { id: 'x.title', defaultMessage: 'Hello {name} – مرحبا', description: 'Greeting' },
  other: {
    description: 'Order does not matter',
    id: 'x.other',
    defaultMessage: 'Other',
  },
});`;
    const out = transform(code) ?? '';
    expect(out).toContain(`title: { id: "x.title" }`);
    expect(out).toContain(`other: { id: "x.other" }`);
    expect(out).not.toMatch(/defaultMessage|description|Hello|Greeting/);
  });

  it('leave other shapes and other calls alone', () => {
    const code = `const a = defineMessages({ x: { id: someId, defaultMessage: 'A' } });
const b = other({ y: { id: 'y', defaultMessage: 'B' } });`;
    expect(transform(code)).toBeUndefined();
  });
});

describe('message groups', () => {
  const area = (file: string) => file.replace(/\.json$/, '');
  const all = (locale: string) =>
    Object.assign({}, ...files(locale).map((file) => catalogue(locale, file))) as Record<
      string,
      string
    >;

  it('core is the shell, page titles, shared words, home and notifications; every area has a group', () => {
    expect(
      files('en')
        .map(area)
        .filter((name) => groupOf(name) === 'core'),
    ).toEqual([...CORE_AREAS].sort());
    expect(groupOf('catalogue')).toBe('rest');
    expect(groupOf('errors')).toBe('rest');
    expect(groupOf('content')).toBe('content');
  });

  it('the first screen has the core; once a page needed a group, every language loads it too', async () => {
    await Promise.all(neededMessages('en'));
    expect(loadedMessages('en')['pages.units.title']).toBe('Units');
    await loadRestMessages('en');
    const [restId, restText] = Object.entries(catalogue('en', 'catalogue.json'))[0]!;
    expect(loadedMessages('en')[restId]).toBe(restText);
    await loadMessages('en');
    expect(loadedMessages('en')).toEqual(all('en'));
    expect(neededMessages('ar')).toHaveLength(3);
    await Promise.all(neededMessages('ar'));
    expect(loadedMessages('ar')).toEqual(all('ar'));
  });
});
