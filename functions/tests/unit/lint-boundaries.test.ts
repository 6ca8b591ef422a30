import { ESLint } from 'eslint';

/**
 * The architecture's boundaries are enforced by lint (eslint.config.js), not by habit: this lints small
 * sources at the paths they would have and checks each boundary is refused, and that the allowed ways pass.
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

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint: bounded contexts in functions/ never reach into each other', () => {
  it.each([
    [
      'functions/src/http/hierarchy/probe.ts',
      "import { currentUser } from '../identity/present';\nexport const x = currentUser;\n",
    ],
    [
      'functions/src/http/hierarchy/probe.ts',
      "import { getAccount } from '../../db/identity/accounts';\nexport const x = getAccount;\n",
    ],
    [
      'functions/src/db/hierarchy/probe.ts',
      "import { getAccount } from '../identity/accounts';\nexport const x = getAccount;\n",
    ],
    [
      'functions/src/http/rubrics/probe.ts',
      "import { listTree } from '../../db/hierarchy/nodes';\nexport const x = listTree;\n",
    ],
  ])('refuses %s importing another context: %j', async (path, code) => {
    const errors = await boundaryErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('use its port, src/ports/<context>.ts');
  });

  it('lets a context use another through its port, and its own db/', async () => {
    const code = [
      "import { findMembers } from '../../ports/identity';",
      "import { listTree } from '../../db/hierarchy/nodes';",
      'export const x = [findMembers, listTree];',
      '',
    ].join('\n');
    expect(await boundaryErrors('functions/src/http/hierarchy/probe.ts', code)).toEqual([]);
  });

  it('refuses lib/ importing a context’s db/ or use cases', async () => {
    const code = "import { getAccount } from '../../db/identity/accounts';\nexport const x = getAccount;\n";
    expect(await boundaryErrors('functions/src/lib/http/probe.ts', code)).toHaveLength(1);
    const useCase = "import { x as y } from '../../http/identity/handler';\nexport const x = y;\n";
    expect(await boundaryErrors('functions/src/lib/http/probe.ts', useCase)).toHaveLength(1);
  });

  it('refuses a port opening another context’s db/', async () => {
    const code = "export { listTree } from '../db/hierarchy/nodes';\n";
    const [result] = await eslint.lintText(code, { filePath: `${root}functions/src/ports/identity.ts` });
    expect(result?.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });
});

describe('lint: shared/ stays pure', () => {
  it.each([
    ["import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'shared/ does no I/O.'],
    ["import { S3Client } from '@aws-sdk/client-s3';\nexport const x = S3Client;\n", 'shared/ knows nothing of AWS.'],
    ["import { useState } from 'react';\nexport const x = useState;\n", 'shared/ knows nothing of the UI.'],
  ])('refuses %j', async (code, reason) => {
    const errors = await boundaryErrors('shared/src/rubrics/probe.ts', code);
    expect(errors.join(' ')).toContain(reason);
  });
});
