import { ESLint } from 'eslint';

/**
 * The architecture's boundaries are enforced by lint (eslint.config.js, docs/architecture.md §2), not by habit:
 * this lints small sources at the paths they would have and checks each boundary is refused, whichever way the
 * import is spelled (relative path, sibling folder, package alias), and that the allowed ways pass. The zones
 * compare resolved files.
 */
const root = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  // The probes exist only in memory: type-aware rules (which need the file on disk) are left out here.
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

const ZONES = 'import-x/no-restricted-paths';

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result?.messages ?? [];
}

/** The errors of the zones a source at `filePath` gets. */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code)).filter((m) => m.ruleId === ZONES).map((m) => m.message);
}

const importing = (specifier: string) => `import * as probe from '${specifier}';\nexport const x = probe;\n`;

/**
 * [what is refused, the file that imports, the specifier it imports, words of the zone's message]. A zone
 * lets pass an import it cannot resolve, so each probe names a file that exists: one that moves takes its
 * probe along.
 */
const refused: [string, string, string, string][] = [
  // web/
  [
    'a feature → another feature, relative sibling path',
    'web/src/features/templates/probe.ts',
    '../rubrics/api/accept-rubric-transfer',
    'Features never import each other',
  ],
  [
    'a feature → another feature, from deep inside it',
    'web/src/features/templates/components/probe.tsx',
    '../../rubrics/api/accept-rubric-transfer',
    'Features never import each other',
  ],
  [
    'a feature → another feature, by the package alias',
    'web/src/features/templates/probe.ts',
    '@tessera/web/src/features/rubrics/api/accept-rubric-transfer',
    'Features never import each other',
  ],
  ['a feature → app', 'web/src/features/templates/probe.ts', '../../app/router', 'src/app/ composes the features'],
  ['lib → a feature', 'web/src/lib/probe.ts', '../features/rubrics/api/accept-rubric-transfer', 'src/lib/'],
  ['lib → app', 'web/src/lib/probe.ts', '../app/router', 'src/lib/'],
  ['lib → components', 'web/src/lib/probe.ts', '../components/ui/button', 'src/lib/'],
  [
    'components → a feature',
    'web/src/components/ui/probe.tsx',
    '../../features/rubrics/api/accept-rubric-transfer',
    'src/components/',
  ],
  ['components → app', 'web/src/components/ui/probe.tsx', '../../app/router', 'src/components/'],
  ['web → functions', 'web/src/lib/probe.ts', '../../../functions/src/lib/text', 'web/ imports shared/'],
  // shared/
  ['shared → functions, relative path', 'shared/src/rubrics/probe.ts', '../../../functions/src/lib/text', 'shared/'],
  ['shared → web, relative path', 'shared/src/rubrics/probe.ts', '../../../web/src/lib/i18n', 'shared/'],
  ['shared → events, by the package alias', 'shared/src/rubrics/probe.ts', '@tessera/events', 'shared/'],
  // events/
  ['events → functions', 'events/src/probe.ts', '@tessera/functions/lib/text', 'events/'],
  // functions/: the layers
  ['db/<context> → its own http/', 'functions/src/db/rubrics/probe.ts', '../../http/rubrics/create-rubric', 'db/'],
  ['db/<context> → adapters/', 'functions/src/db/rubrics/probe.ts', '../../adapters/job-queue', 'db/'],
  ['db/<context> → jobs/', 'functions/src/db/rubrics/probe.ts', '../../jobs/consumer', 'db/'],
  ['db/<context> → ports/', 'functions/src/db/rubrics/probe.ts', '../../ports/hierarchy', 'db/'],
  ['db/ (the table layer) → ports/', 'functions/src/db/probe.ts', '../ports/hierarchy', 'db/'],
  ['db/ (the table layer) → a context’s db/', 'functions/src/db/probe.ts', './rubrics/rubrics', 'table layer'],
  // functions/: contexts
  [
    'http/<context> → another context’s http/, sibling path',
    'functions/src/http/hierarchy/probe.ts',
    '../identity/present',
    'use its port',
  ],
  [
    'http/<context> → another context’s db/',
    'functions/src/http/hierarchy/probe.ts',
    '../../db/identity/accounts',
    'use its port',
  ],
  [
    'http/<context> → another context’s db/, by the package alias',
    'functions/src/http/hierarchy/probe.ts',
    '@tessera/functions/db/identity/accounts',
    'use its port',
  ],
  [
    'db/<context> → another context’s db/, sibling path',
    'functions/src/db/hierarchy/probe.ts',
    '../identity/accounts',
    'use its port',
  ],
  ['lib → a context’s db/', 'functions/src/lib/http/probe.ts', '../../db/identity/accounts', 'lib/'],
  ['lib → a context’s use cases', 'functions/src/lib/http/probe.ts', '../../http/identity/present', 'lib/'],
  ['a port → another context’s db/', 'functions/src/ports/identity.ts', '../db/hierarchy/nodes', 'A port'],
  ['a port → a use case', 'functions/src/ports/identity.ts', '../http/identity/present', 'A port'],
];

describe('lint: the boundaries of docs/architecture.md §2 (import-x/no-restricted-paths zones)', () => {
  it.each(refused)('refuses %s', async (_, filePath, specifier, reason) => {
    const errors = await zoneErrors(filePath, importing(specifier));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join(' ')).toContain(reason);
  });

  it.each([
    ['a context → another through its port', 'functions/src/http/hierarchy/probe.ts', '../../ports/identity'],
    ['a context → its own db/', 'functions/src/http/hierarchy/probe.ts', '../../db/hierarchy/nodes'],
    ['a use case → the transaction helper', 'functions/src/http/rubrics/probe.ts', '../../db/transaction'],
    ['a use case → an adapter', 'functions/src/http/rubrics/probe.ts', '../../adapters/job-queue'],
    ['db/<context> → the table layer', 'functions/src/db/rubrics/probe.ts', '../transaction'],
    ['db/ → the configuration', 'functions/src/db/probe.ts', '../lib/config'],
    ['a port → its own db/', 'functions/src/ports/hierarchy.ts', '../db/hierarchy/nodes'],
    ['lib → a port', 'functions/src/lib/http/probe.ts', '../../ports/identity'],
    ['a job → a port', 'functions/src/jobs/probe.ts', '../ports/courses'],
    ['a feature → itself', 'web/src/features/rubrics/components/probe.tsx', '../api/accept-rubric-transfer'],
    ['a feature → components', 'web/src/features/rubrics/probe.ts', '../../components/ui/button'],
    ['a feature → lib', 'web/src/features/rubrics/probe.ts', '../../lib/api-client'],
    ['a feature → shared', 'web/src/features/rubrics/probe.ts', '@tessera/shared'],
    ['app → a feature', 'web/src/app/probe.ts', '../features/rubrics/locales'],
    ['components → lib', 'web/src/components/ui/probe.tsx', '../../lib/i18n'],
    ['functions → events', 'functions/src/jobs/probe.ts', '@tessera/events'],
    ['shared → itself', 'shared/src/rubrics/probe.ts', '../index'],
  ])('allows %s', async (_, filePath, specifier) => {
    expect(await zoneErrors(filePath, importing(specifier))).toEqual([]);
  });
});

describe('lint: shared/ stays pure', () => {
  it.each([
    ["import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'shared/ does no I/O.'],
    ["import { S3Client } from '@aws-sdk/client-s3';\nexport const x = S3Client;\n", 'shared/ knows nothing of AWS.'],
    ["import { useState } from 'react';\nexport const x = useState;\n", 'shared/ knows nothing of the UI.'],
  ])('refuses %j', async (code, reason) => {
    const errors = (await lint('shared/src/rubrics/probe.ts', code))
      .filter((m) => m.ruleId === 'no-restricted-imports')
      .map((m) => m.message);
    expect(errors.join(' ')).toContain(reason);
  });
});
