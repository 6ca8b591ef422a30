import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as shared from '@tessera/shared';
import { kebab } from '../../../scripts/new-operation.mjs';

/**
 * One name per operation in every layer (docs/architecture.md §2 "A route traced by name"): from a contract's
 * id a newcomer finds its declaration in shared/src/api/<context>, its use case and route in
 * functions/src/http/<context>, and the web API file that calls it, by name alone.
 */
const root = new URL('../../../', import.meta.url).pathname;
const exported = Object.entries(shared as Record<string, unknown>);
/** Each contract with the name it is exported under. */
const declared = shared.contracts.map((contract) => {
  const [name] = exported.find(([, value]) => value === contract) ?? ['(not exported)'];
  return [name, contract] as const;
});

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
const webApiFiles = walk(path.join(root, 'web/src/features')).filter(
  (file) => /\/api\/[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts'),
);
/** The contracts each web API file imports from @tessera/shared (type-only names included). */
const importedBy = new Map(
  webApiFiles.map((file) => {
    const names = [...readFileSync(file, 'utf8').matchAll(/import (?:type )?\{([^}]*)\} from '@tessera\/shared'/g)]
      .flatMap((match) => match[1]!.split(','))
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type /, '')
            .split(' as ')[0]!,
      );
    return [file, new Set(names)];
  }),
);

describe('operation names', () => {
  it('finds every contract exported by name', () => {
    expect(declared.filter(([name]) => name === '(not exported)')).toEqual([]);
  });

  it.each(declared.map(([name, contract]) => [contract.id, name, contract] as const))(
    '%s: declared in its context, with its use case and route named after it',
    (id, name, contract) => {
      expect(id).toBe(`${contract.context}.${name}`);
      const contracts = readFileSync(path.join(root, 'shared/src/api', contract.context, 'contracts.ts'), 'utf8');
      expect(contracts).toContain(`export const ${name} = defineContract(`);
      const useCase = path.join(root, 'functions/src/http', contract.context, `${kebab(name)}.ts`);
      expect(readFileSync(useCase, 'utf8')).toContain(`export const ${name}UseCase: UseCase<typeof ${name}>`);
      // A context's routes load on first use (routes.ts, lazyRoute); system's two tiny ones are in its handler.
      const routes = path.join(root, 'functions/src/http', contract.context, 'routes.ts');
      if (existsSync(routes)) {
        expect(readFileSync(routes, 'utf8')).toMatch(
          new RegExp(`lazyRoute\\(\\s*${name},\\s*\\(\\) =>\\s*import\\('\\./${kebab(name)}'\\)`),
        );
      } else {
        const handler = readFileSync(path.join(root, 'functions/src/http', contract.context, 'handler.ts'), 'utf8');
        expect(handler).toContain(`route(${name}, ${name}UseCase)`);
      }
    },
  );

  it('gives every contract the web calls a web API file named after it', () => {
    const called = new Set(
      declared.map(([name]) => name).filter((name) => [...importedBy.values()].some((names) => names.has(name))),
    );
    const unnamed = [...called].filter(
      (name) =>
        !webApiFiles.some((file) => path.basename(file) === `${kebab(name)}.ts` && importedBy.get(file)!.has(name)),
    );
    expect(unnamed).toEqual([]);
    expect(called.size).toBeGreaterThan(100);
  });

  it('names each context the same in shared, functions and its port', () => {
    const contexts = readdirSync(path.join(root, 'shared/src/api')).filter((entry) =>
      existsSync(path.join(root, 'shared/src/api', entry, 'contracts.ts')),
    );
    for (const context of contexts) {
      expect(shared.BOUNDED_CONTEXTS).toContain(context);
      expect(existsSync(path.join(root, 'functions/src/http', context, 'handler.ts'))).toBe(true);
    }
    for (const [, contract] of declared) expect(contexts).toContain(contract.context);
  });
});
