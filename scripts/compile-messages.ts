// Production builds ship the message catalogues already parsed (ICU message ASTs, as `formatjs compile
// --ast` writes them), so the browser needs no ICU parser: react-intl's parser is replaced by its
// `no-parser` build (about 7 kB gzip less JavaScript on every first load). The descriptors in the code
// keep only their ids: the English text and the translators' notes live in the catalogues.
// Development and tests keep the plain strings, the descriptors and the parser.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import MagicString from 'magic-string';
import { dirname, join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin } from 'vite';

const CATALOGUE = /\/src\/i18n\/locales\/[a-z]{2}\/[a-z-]+\.json$/;

/** One catalogue's messages as ASTs; a message that does not parse fails the build, naming it. */
export function compileCatalogue(
  messages: Record<string, string>,
  file = 'catalogue',
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`${file}: message ${id} is not valid ICU: ${String(error)}`, {
          cause: error,
        });
      }
    }),
  );
}

export function compileMessagesPlugin(): Plugin {
  return {
    name: 'compile-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return undefined;
      const compiled = compileCatalogue(JSON.parse(code) as Record<string, string>, id);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.filter(isNode).forEach((child) => walk(child, visit));
    else if (isNode(value)) walk(value, visit);
  }
}

const keyName = (property: Node) => {
  const key = property.key as Node & { name?: string; value?: unknown };
  return key.type === 'Identifier' ? key.name : key.value;
};

/**
 * `defineMessages({ a: { id: 'x', defaultMessage: '…', description: '…' } })` becomes
 * `defineMessages({ a: { id: 'x' } })`. Descriptors of any other shape are left as they are.
 */
export function stripDescriptorsPlugin(): Plugin {
  return {
    name: 'strip-message-descriptors',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('defineMessages')) return undefined;
      const out = new MagicString(code);
      walk(this.parse(code) as unknown as Node, (node) => {
        const callee = node.callee as Node & { name?: string };
        if (node.type !== 'CallExpression' || callee.name !== 'defineMessages') return;
        const [messages] = node.arguments as Node[];
        if (messages?.type !== 'ObjectExpression') return;
        for (const entry of messages.properties as Node[]) {
          const descriptor = entry.value as Node;
          if (descriptor?.type !== 'ObjectExpression') continue;
          const properties = descriptor.properties as Node[];
          const idProperty = properties.find((property) => keyName(property) === 'id');
          const idValue = (idProperty?.value as Node & { value?: unknown })?.value;
          const known = properties.every((property) =>
            ['id', 'defaultMessage', 'description'].includes(String(keyName(property))),
          );
          if (typeof idValue !== 'string' || !known) continue;
          if (!code.slice(descriptor.start, descriptor.end).includes(idValue))
            throw new Error(`${id}: unexpected source positions for message ${idValue}`);
          out.overwrite(descriptor.start, descriptor.end, `{ id: ${JSON.stringify(idValue)} }`);
        }
      });
      return out.hasChanged()
        ? { code: out.toString(), map: out.generateMap({ hires: true }) }
        : undefined;
    },
  };
}

/** The build resolves the ICU parser to its parser-less entry (the catalogues are compiled). */
export function noParserAlias(): Alias {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@formatjs/icu-messageformat-parser');
  return {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: join(dirname(entry), 'no-parser.js'),
  };
}

const ROOT_ERROR_MODULE = 'virtual:root-error-messages';
const LOCALES_DIR = join(import.meta.dirname, '..', 'src', 'i18n', 'locales');

/**
 * `virtual:root-error-messages`: the messages `ids` in every language, inside the code that imports
 * them (the last-resort error screen, src/app/errors/root-error.tsx): it shows when the catalogues could not
 * be loaded, and production code keeps no English text of its own. Compiled to ASTs in a build.
 */
export function rootErrorMessagesPlugin(ids: readonly string[], compile: boolean): Plugin {
  const resolved = `\0${ROOT_ERROR_MODULE}`;
  return {
    name: 'root-error-messages',
    resolveId: (id) => (id === ROOT_ERROR_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const byLocale: Record<string, Record<string, unknown>> = {};
      for (const locale of readdirSync(LOCALES_DIR)) {
        const merged: Record<string, string> = {};
        for (const file of readdirSync(join(LOCALES_DIR, locale))) {
          const path = join(LOCALES_DIR, locale, file);
          this.addWatchFile(path);
          Object.assign(merged, JSON.parse(readFileSync(path, 'utf8')));
        }
        const picked = Object.fromEntries(
          ids.map((messageId) => {
            if (merged[messageId] === undefined)
              throw new Error(`${locale} has no message ${messageId} for the root error screen`);
            return [messageId, merged[messageId]];
          }),
        );
        byLocale[locale] = compile ? compileCatalogue(picked, `${locale} root error`) : picked;
      }
      return `export default ${JSON.stringify(byLocale)};`;
    },
  };
}
