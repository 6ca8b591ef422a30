import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOperation, planOperation } from '../../../scripts/new-operation.mjs';

const repository = new URL('../../../', import.meta.url).pathname;
const copied = [
  'shared/src/api/hierarchy/contracts.ts',
  'functions/src/http/hierarchy/routes.ts',
  'web/src/features/hierarchy/terms/api/keys.ts',
  'shared/src/api/assessments/contracts.ts',
  'functions/src/http/assessments/routes.ts',
];

/** A scratch repository holding the files the generator reads, so the real tree is never touched. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'new-operation-'));
  for (const file of copied) cpSync(path.join(repository, file), path.join(root, file));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const plan = (...argv: string[]) => planOperation(parseOperation([...argv, '--root', root]));
const byName = (files: { file: string; text: string }[]) =>
  Object.fromEntries(files.map(({ file, text }) => [path.relative(root, file), text]));

describe('npm run new:operation', () => {
  it('writes one operation named after itself in every layer', () => {
    const files = byName(
      plan(
        'hierarchy',
        'archiveTerm',
        '--method',
        'post',
        '--path',
        '/api/terms/{id}/archive',
        '--feature',
        'hierarchy/terms',
      ),
    );
    expect(Object.keys(files).sort()).toEqual([
      'functions/src/http/hierarchy/archive-term.ts',
      'functions/src/http/hierarchy/routes.ts',
      'functions/tests/hierarchy/archive-term.int.test.ts',
      'shared/src/api/hierarchy/contracts.ts',
      'web/src/features/hierarchy/terms/api/archive-term.ts',
    ]);
    const contracts = files['shared/src/api/hierarchy/contracts.ts']!;
    expect(contracts).toContain("id: 'hierarchy.archiveTerm'");
    expect(contracts).toContain("method: 'POST'");
    expect(contracts).toContain('request: { path: z.object({ id: z.string() }), body: z.object({}) }');
    // In the context's list, which the gateway, CDK and the authorization matrix read.
    expect(contracts.slice(contracts.indexOf('export const hierarchyContracts'))).toMatch(/ {2}archiveTerm,\n\]/);
    expect(files['functions/src/http/hierarchy/routes.ts']).toContain(
      "lazyRoute(archiveTerm, () => import('./archive-term').then((m) => m.archiveTermUseCase))",
    );
    expect(files['functions/src/http/hierarchy/archive-term.ts']).toContain(
      'export const archiveTermUseCase: UseCase<typeof archiveTerm>',
    );
    // Red until the use case is written: the test expects what the route answers when it is.
    expect(files['functions/tests/hierarchy/archive-term.int.test.ts']).toContain('expect(status).toBe(201)');
    const web = files['web/src/features/hierarchy/terms/api/archive-term.ts']!;
    expect(web).toContain("import { api } from '../../../../lib/api-client';");
    expect(web).toContain('export function useArchiveTerm()');
    expect(web).toContain('queryKey: termsKeys.all');
  });

  it('writes a query with its options for a GET', () => {
    const files = byName(
      plan(
        'hierarchy',
        'getTermUsage',
        '--method',
        'GET',
        '--path',
        '/api/terms/{id}/usage',
        '--feature',
        'hierarchy/terms',
      ),
    );
    const web = files['web/src/features/hierarchy/terms/api/get-term-usage.ts']!;
    expect(web).toContain('export const getTermUsageQueryOptions = (id: string) =>');
    expect(web).toContain("queryKey: [...termsKeys.all, 'get-term-usage', id]");
    expect(files['functions/tests/hierarchy/get-term-usage.int.test.ts']).toContain('expect(status).toBe(200)');
  });

  it('adds to a contracts import Prettier keeps on one line, and every file it writes parses', async () => {
    const files = plan(
      'assessments',
      'listRevisionAssessments',
      '--method',
      'GET',
      '--path',
      '/api/x/{id}',
      '--no-web',
    );
    const routes = byName(files)['functions/src/http/assessments/routes.ts']!;
    expect(routes).toMatch(
      /import \{ [^}]*updatePortfolioAssessment, listRevisionAssessments \} from '@tessera\/shared';/,
    );
    expect(routes).toContain("lazyRoute(listRevisionAssessments, () => import('./list-revision-assessments')");
    const prettier = await import('prettier');
    for (const { text } of files) await expect(prettier.format(text, { parser: 'typescript' })).resolves.toBeTruthy();
  });

  it('refuses what would not line up, and plans nothing', () => {
    expect(() => plan('hierarchy', 'createTerm', '--method', 'POST', '--path', '/api/terms')).toThrow(
      'createTerm is already declared',
    );
    expect(() => plan('nowhere', 'listThings', '--method', 'GET', '--path', '/api/things')).toThrow(
      '"nowhere" is not a context',
    );
    expect(() => plan('hierarchy', 'terms', '--method', 'GET', '--path', '/api/terms')).toThrow('is not a verbNoun');
    expect(() => plan('hierarchy', 'listThings', '--method', 'FETCH', '--path', '/api/things')).toThrow('--method');
    expect(() => plan('hierarchy', 'listThings', '--method', 'GET', '--path', '/things')).toThrow('--path');
    expect(readFileSync(path.join(root, copied[0]!), 'utf8')).not.toContain('listThings');
  });
});
