// One lint configuration for the monorepo: typescript-eslint (with type information for promises), kebab-case
// file names, the architecture's boundaries (bounded contexts in functions/, a pure shared/, web features that
// never import each other), no import cycles, and Prettier's formatting.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const featuresDir = 'web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
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
 * The bounded contexts (the same names in every package). In functions/: `http/<context>` and `db/<context>`
 * never import another context's `http/` or `db/`; a context reaches another only through its port,
 * `src/ports/<context>.ts`; `lib/` (the HTTP stack, shared by every context) imports no context's `http/` or
 * `db/`; a port opens only its own context's `db/`.
 */
const CONTEXTS = [
  'system',
  'identity',
  'hierarchy',
  'templates',
  'portfolios',
  'rubrics',
  'courses',
  'attachments',
  'showcases',
  'jobs',
  'integrations',
  'website-admin',
];
const layer = (name, contexts, message) =>
  contexts.map((context) => ({ group: [`**/${name}/${context}`, `**/${name}/${context}/**`], message }));
const otherContextMessage =
  'A context never imports another context’s http/ or db/: use its port, src/ports/<context>.ts.';
const contextIsolation = CONTEXTS.flatMap((context) => {
  const others = CONTEXTS.filter((other) => other !== context);
  // Relative imports between sibling folders (`../identity/x` from http/hierarchy) name no layer: catch them too.
  const siblings = others.map((other) => ({ group: [`../${other}`, `../${other}/**`], message: otherContextMessage }));
  const patterns = [
    ...layer('http', others, otherContextMessage),
    ...layer('db', others, otherContextMessage),
    ...siblings,
  ];
  return [
    {
      files: [`functions/src/http/${context}/**/*.ts`, `functions/src/db/${context}/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    },
    {
      files: [`functions/src/ports/${context}.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...layer('http', CONTEXTS, 'A port exposes its context’s repositories, never a use case.'),
              ...layer('db', others, 'A port opens only its own context’s db/.'),
            ],
          },
        ],
      },
    },
  ];
});
const libIsolation = {
  files: ['functions/src/lib/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...layer('http', CONTEXTS, 'lib/ serves every context: it imports none of their use cases.'),
          ...layer('db', CONTEXTS, 'lib/ imports no context’s db/: go through src/ports/<context>.ts.'),
        ],
      },
    ],
  },
};
/** shared/ is the pure domain: no I/O, no AWS, no UI, nothing of the other packages. */
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

const featureIsolation = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .flatMap((other) => [
            {
              group: [`**/features/${other}`, `**/features/${other}/**`],
              message: 'Features never import each other: move shared code to src/components or src/lib.',
            },
          ]),
      },
    ],
  },
}));

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
  ...featureIsolation,
  ...contextIsolation,
  libIsolation,
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
  // Last: formatting belongs to Prettier (`npm run format`), so no lint rule argues with it.
  prettier,
);
