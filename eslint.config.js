// One lint configuration for the monorepo: typescript-eslint (with type information for promises), kebab-case
// file names, the architecture's boundaries (path-resolved zones: bounded contexts and layers in functions/, a
// pure shared/, web features that never import each other), no import cycles, and Prettier's formatting.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const here = import.meta.dirname;
/** The folders (or, with `ext`, the files without it) directly in `dir`: features and contexts, as they are now. */
const entries = (dir, ext) =>
  existsSync(`${here}/${dir}`)
    ? readdirSync(`${here}/${dir}`, { withFileTypes: true })
        .filter((d) => (ext ? d.isFile() && d.name.endsWith(ext) : d.isDirectory()))
        .map((d) => (ext ? d.name.slice(0, -ext.length) : d.name))
    : [];

// zod/mini is zod's tree-shakable build: the contracts' schemas cost every Lambda and the web about a quarter
// of classic zod (docs/architecture.md §10). `import { z }` would keep the whole namespace.
const zodNamedImport = {
  selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod/mini'`: it tree-shakes.",
};
const zodClassic = {
  selector: "ImportDeclaration[source.value='zod']",
  message:
    "Use `import * as z from 'zod/mini'` (functions: z.optional(s), s.check(z.maxLength(n))): classic zod costs every bundle about 60 KB more.",
};

/**
 * The boundaries (docs/architecture.md §2), as zones of import-x/no-restricted-paths: a file under `target`
 * may not import a file under `from` (but `except`). The rule compares resolved files, so a boundary holds
 * however the import is spelled: `../x`, `../../x`, a sibling folder, or a package alias (`@tessera/web/src/…`).
 * Paths are relative to this folder; features and contexts are read from their folders, so a new one is
 * fenced the day it appears.
 */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/** Packages: what each may import of ours (the "may import" column of §2's table). */
const packageZones = [
  zone('shared/src', ['events', 'functions', 'infra', 'web'], 'shared/ imports nothing of ours.'),
  zone('events/src', ['functions', 'infra', 'web'], 'events/ imports shared/ only.'),
  zone('functions/src', ['infra', 'web'], 'functions/ imports shared/ and events/ only.'),
  zone('web/src', ['events', 'functions', 'infra'], 'web/ imports shared/ only.'),
];

/** web/src: app composes features; features use components and lib, never each other; lib is the bottom. */
const features = entries('web/src/features');
const webZones = [
  ...features.map((feature) =>
    zone(
      `web/src/features/${feature}`,
      'web/src/features',
      'Features never import each other: move shared code to src/components or src/lib, or compose them in src/app.',
      [`./${feature}`],
    ),
  ),
  zone('web/src/features', 'web/src/app', 'src/app/ composes the features: a feature never imports it.'),
  zone(
    'web/src/components',
    ['web/src/features', 'web/src/app'],
    'src/components/ serves every feature: it imports no feature and not src/app/.',
  ),
  zone(
    'web/src/lib',
    ['web/src/features', 'web/src/app', 'web/src/components'],
    'src/lib/ is the bottom layer: it imports no feature, no component and not src/app/.',
  ),
];

/**
 * functions/src: a context (`http/<context>` use cases, `db/<context>` repositories) reaches another only
 * through its port, `ports/<context>.ts`; a port opens only its own context's db/ and no use case; db/ is the
 * bottom layer (the table layer in db/*.ts, one folder per context) and imports nothing above it, so a write
 * that spans contexts is gathered by the use case (its repository's parts and the ports' parts, one
 * transactWrite); lib/ serves every context and imports none of their http/ or db/.
 */
const contexts = [
  ...new Set([
    ...entries('functions/src/http'),
    ...entries('functions/src/db'),
    ...entries('functions/src/ports', '.ts'),
  ]),
].sort();
const f = (path) => `functions/src/${path}`;
const functionsZones = [
  ...contexts.map((context) => {
    const others = contexts.filter((other) => other !== context);
    return zone(
      [f(`http/${context}`), f(`db/${context}`)],
      others.flatMap((other) => [f(`http/${other}`), f(`db/${other}`)]),
      'A context never imports another context’s http/ or db/: use its port, src/ports/<context>.ts.',
    );
  }),
  ...contexts.map((context) =>
    zone(
      f(`ports/${context}.ts`),
      [f('http'), ...contexts.filter((other) => other !== context).map((other) => f(`db/${other}`))],
      'A port exposes its own context’s db/ only: never a use case, never another context’s db/.',
    ),
  ),
  zone(
    f('db'),
    [f('http'), f('ports'), f('jobs'), f('adapters'), f('seed')],
    'db/ is the bottom layer: it imports no use case, port, job, adapter or seed. A write that spans contexts is gathered by the use case.',
  ),
  zone(
    f('db/*.ts'),
    contexts.map((context) => f(`db/${context}`)),
    'The table layer (db/*.ts) serves every context: it imports none of their db/.',
  ),
  zone(
    f('lib'),
    [f('http'), ...contexts.map((context) => f(`db/${context}`))],
    'lib/ serves every context: it imports none of their use cases or db/ (go through src/ports/<context>.ts).',
  ),
];

/** shared/ is the pure domain: no I/O, no AWS, no UI (package names; the zones above keep out our own code). */
const sharedPurity = {
  files: ['shared/src/**/*.ts'],
  ignores: ['shared/src/**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os'],
            message: 'shared/ does no I/O.',
          },
          { group: ['@aws-sdk/*', '@aws-lambda-powertools/*', '@middy/*'], message: 'shared/ knows nothing of AWS.' },
          { group: ['react', 'react-dom', 'react-*', '@tanstack/*'], message: 'shared/ knows nothing of the UI.' },
          { group: ['@tessera/*'], message: 'shared/ imports nothing of ours.' },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.local/**',
      'coverage/**',
      '**/*.d.ts',
      '.e2e/**',
      '.scratch/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'no-restricted-syntax': ['error', zodNamedImport, zodClassic],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // A data migration's file is its id, which starts with its ADR's number (functions/src/migrations/types.ts).
  {
    files: ['functions/src/migrations/*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          'functions/src/migrations/[0-9]*.ts': '[0-9][0-9][0-9][0-9]-+([a-z0-9-])',
          'functions/src/migrations/!([0-9]*).ts': 'KEBAB_CASE',
        },
      ],
    },
  },
  {
    // A data migration is named by its id, `<ADR number>-<what>` (functions/src/migrations/types.ts), so the
    // files sort in the order they apply.
    files: ['functions/src/migrations/[0-9]*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': '[0-9][0-9][0-9][0-9]-+([a-z0-9-])' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The web's React rules: the hooks rules and the accessibility rules (recommended sets) on every component.
  {
    files: ['web/src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Tests ship in no bundle: they may use classic zod (e.g. to produce every kind of zod issue).
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', zodNamedImport] },
  },
  sharedPurity,
  {
    // Type-aware rules: a promise nobody awaits hides failures (and a lost write) from the error mapper.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // No static import cycles. A dynamic import() cannot make an evaluation cycle (it runs after both modules
    // are loaded), and the web's lazy routes rely on it, so those are allowed.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    // The boundaries, on the code the zones fence (the rule resolves every import of a file it runs on, so it
    // runs on no other file). Same settings as above: the resolutions no-cycle made are reused.
    files: ['{shared,events,functions,web}/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: here, zones: [...packageZones, ...webZones, ...functionsZones] },
      ],
    },
  },
  // Last: formatting belongs to Prettier (`npm run format`), so no lint rule argues with it.
  prettier,
);
