import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders('./src/features');
const entities = folders('./src/entities');

/** What the mock backend may take from src/: rules both sides must agree on, free of React and the browser. */
const MOCK_SHARED_MODULES = [
  // What a customer types, checked as the server checks it.
  './lib/input',
  './lib/navigation/safe-redirect.ts',
  './lib/pdf/text-layout.ts',
  './lib/pdf/bidi-runs.ts',
  './lib/lending/lending-rules.ts',
  './lib/lending/lending-budget.ts',
  // Error reports: one scrubber, one fingerprint, one browser name for the page and the server.
  './lib/field-reports/scrub.ts',
  './lib/field-reports/error-report.ts',
  './lib/field-reports/browser-name.ts',
];

/**
 * The rest of the app reaches a feature through its entry file, `index.ts`, or through one of its
 * `entries/`: a lazily loaded page's own entry into the feature (a line or two of re-exports), so
 * that the page's chunk holds only its part of the feature (the bundler keeps every module an entry
 * re-exports, so `index.ts` never re-exports a page's part). Nothing else of a feature is imported
 * from outside it (as Open edX's frontend apps do).
 */
const ENTRY_ZONE_TARGETS = [
  './src/app',
  './src/entry-client.tsx',
  './src/entry-server.tsx',
  './src/server',
];

// bulletproof-react: a feature never imports another feature; shared code never imports features or app.
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app.' },
  ...features.flatMap((feature) =>
    ENTRY_ZONE_TARGETS.map((target) => ({
      target,
      from: `./src/features/${feature}`,
      except: [
        './index.ts',
        ...(existsSync(new URL(`./src/features/${feature}/entries`, import.meta.url))
          ? ['./entries']
          : []),
      ],
      message: `Import the feature from src/features/${feature}/index.ts, or a page's entry in its entries/.`,
    })),
  ),
  // Feature-Sliced Design's entities: one home for each record's shared UI (badge, row, card, labels),
  // used by every feature that shows the record; built from shared code and generated code only.
  {
    target: './src/entities',
    from: ['./src/features', './src/app'],
    message: 'An entity imports only components, lib, config, i18n, styles and generated code.',
  },
  ...entities.map((entity) => ({
    target: `./src/entities/${entity}`,
    from: './src/entities',
    except: [`./${entity}`],
    message: 'An entity never imports another entity: compose them in a feature or in src/app.',
  })),
  ...['components', 'lib', 'i18n', 'testing', 'config', 'styles'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/entities', './src/app'],
    message: 'Shared code never imports entities, features or the app.',
  })),
  { target: './src', from: './mocks', message: 'The app never imports the mock backend directly.' },
  {
    target: './mocks',
    from: './src',
    except: MOCK_SHARED_MODULES,
    message: `The mock backend uses only the app's shared, framework-free modules: ${MOCK_SHARED_MODULES.join(', ')} (under src/).`,
  },
];

// A zone naming a folder or module that is not there guards nothing: say so instead.
for (const zone of boundaryZones) {
  const froms = [zone.from].flat();
  const paths = [
    zone.target,
    ...froms,
    ...(zone.except ?? []).flatMap((e) => froms.map((f) => join(f, e))),
  ];
  const missing = paths.filter((path) => !existsSync(new URL(path, import.meta.url)));
  if (missing.length)
    throw new Error(
      `eslint.config.js: a lint zone names what does not exist: ${missing.join(', ')}`,
    );
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'generated',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'src/i18n/compiled',
      '.tmp',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, formatjs },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // Tests and their setup use the mock backend's test server (server.use(...) overrides).
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones.filter((zone) => zone.from !== './mocks') },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**'],
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', 'aria-{label,description,valuetext}'],
              ['*', '{label,placeholder,title,alt,caption,hint,description,emptyText}'],
            ],
          },
        },
      ],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    // Playwright fixtures call their callback `use`: not a React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A test overrides a contract operation through its generated handler (getXxxMockHandler and
    // its per-status variants in generated/api), or through answerOperation (src/testing/operation.ts)
    // for an answer those cannot give, never through a path spelled out: a path in a string does not
    // follow the contract and its answer is not type-checked. Not refused, as they are not contract
    // operations: the mock backend's own controls (*/__mock/...) and the app's build manifest files
    // (*/builds/...), static files the app serves itself. (\x2F is a slash: esquery's regex has none.)
    files: [
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
      'tests/**/*.{ts,tsx}',
      'mocks/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal.arguments:first-child[value=/^(\\*\\x2F(?!__mock\\x2F|builds\\x2F)|\\x2Fapi)/]',
          'TemplateLiteral.arguments:first-child > TemplateElement.quasis:first-child[value.raw=/^(\\*\\x2F(?!__mock\\x2F|builds\\x2F)|\\x2Fapi)/]',
        ].map((path) => ({
          selector: `CallExpression[callee.object.name='http'][callee.property.name=/^(get|post|put|patch|delete|all|head|options)$/] > ${path}`,
          message:
            'Override a contract operation through its generated handler (getXxxMockHandler in generated/api) or answerOperation (src/testing/operation.ts), not a string path.',
        })),
      ],
    },
  },
  prettier,
);
