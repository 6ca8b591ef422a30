#!/usr/bin/env node
// npm run new:operation -- <context> <verbNoun> --method GET --path /api/things/{id} [--audience admin,root_admin]
//   [--summary "…"] [--feature <web feature folder, default the context>] [--no-web] [--root <repository>]
//
// Writes one operation in the house layout, named after it in every layer (docs/architecture.md, "A route
// traced by name"): the contract in shared/src/api/<context>/contracts.ts (and in the context's list), the use
// case functions/src/http/<context>/<verb-noun>.ts with its lazy route in routes.ts, an integration test
// functions/tests/<context>/<verb-noun>.int.test.ts that fails until the use case is written, and the web API
// file web/src/features/<feature>/api/<verb-noun>.ts (a query for GET, a mutation otherwise). It refuses an
// unknown context, a name already declared and a file that exists, and changes nothing then.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const pathParams = (route) => [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Reads and checks the command line; throws a sentence for the first thing wrong. */
export function parseOperation(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      method: { type: 'string' },
      path: { type: 'string' },
      audience: { type: 'string', default: 'admin,root_admin' },
      summary: { type: 'string' },
      feature: { type: 'string' },
      'no-web': { type: 'boolean', default: false },
      root: { type: 'string' },
    },
  });
  const [context, name] = positionals;
  if (!context || !name) throw new Error('usage: npm run new:operation -- <context> <verbNoun> --method M --path P');
  if (!/^[a-z][A-Za-z0-9]*$/.test(name) || !/[A-Z]/.test(name)) {
    throw new Error(`"${name}" is not a verbNoun in camelCase (e.g. listTerms, updatePortfolioSettings)`);
  }
  const method = (values.method ?? '').toUpperCase();
  if (!METHODS.includes(method)) throw new Error(`--method must be one of ${METHODS.join(', ')}`);
  if (!values.path?.startsWith('/api/')) throw new Error('--path must start with /api/');
  const audience = values.audience.split(',').map((role) => role.trim());
  return {
    context,
    name,
    method,
    route: values.path,
    audience,
    summary: values.summary ?? `${name} (to be described).`,
    feature: values['no-web'] ? null : (values.feature ?? context),
    root: path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..')),
  };
}

function contractBlock(op) {
  const params = pathParams(op.route);
  const audience =
    op.audience.length === 1 && ['authenticated', 'public'].includes(op.audience[0])
      ? quote(op.audience[0])
      : `[${op.audience.map(quote).join(', ')}] as const`;
  const request = [
    params.length ? `path: z.object({ ${params.map((param) => `${param}: z.string()`).join(', ')} })` : null,
    ['POST', 'PUT', 'PATCH'].includes(op.method) ? 'body: z.object({})' : null,
  ].filter(Boolean);
  return [
    `export const ${op.name} = defineContract({`,
    `  id: '${op.context}.${op.name}',`,
    `  context: '${op.context}',`,
    `  method: '${op.method}',`,
    `  path: '${op.route}',`,
    `  audience: ${audience},`,
    `  summary: ${quote(op.summary)},`,
    `  request: { ${request.join(', ')} },`,
    `  response: z.object({}),`,
    `});`,
    '',
  ].join('\n');
}

function useCaseFile(op) {
  return `import type { ${op.name} } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';

/**
 * ${op.method} ${op.route}: ${op.summary}
 * Written by new:operation. Say which rule of the spec it follows; read and write through the context's
 * repository (functions/src/db/${op.context}), other contexts through their ports.
 */
export const ${op.name}UseCase: UseCase<typeof ${op.name}> = async (_input, { actor: _actor }) => {
  throw new Error('${op.context}.${op.name} is not written yet');
};
`;
}

function testFile(op) {
  const params = pathParams(op.route);
  const role = op.audience.find((entry) => !['authenticated', 'public'].includes(entry)) ?? 'admin';
  const input = [
    params.length ? `path: { ${params.map((param) => `${param}: 'an-id'`).join(', ')} }` : null,
    ['POST', 'PUT', 'PATCH'].includes(op.method) ? 'body: {}' : null,
  ].filter(Boolean);
  return `import { ${op.name} } from '@tessera/shared';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('${op.context}.${op.name} (${op.method} ${op.route})', () => {
  it("answers its audience ('${role}' of the caller's organisation)", async () => {
    const organisation = await createOrganisation();
    const user = await createUser({ memberships: [[organisation.organizationId, ['${role}']]] });
    const { status } = await invoke(${op.name}, { as: { sub: user.userId }${input.length ? `, ${input.join(', ')}` : ''} });
    expect(status).toBe(${op.method === 'POST' ? 201 : 200});
  });

  it.todo("answers 404 for another organisation's ${op.context}");
});
`;
}

function webFile(op, keysName, depth) {
  const up = '../'.repeat(depth);
  const params = pathParams(op.route);
  const args = params.map((param) => `${param}: string`).join(', ');
  const pathArg = params.length ? `path: { ${params.join(', ')} }` : null;
  const key = keysName
    ? `[...${keysName}.all, '${kebab(op.name)}'${params.map((param) => `, ${param}`).join('')}]`
    : null;
  const keysImport = keysName ? `import { ${keysName} } from './keys';\n` : '';
  const contractAlias = `${op.name}Contract`;
  if (op.method === 'GET') {
    return `import { queryOptions, useQuery } from '@tanstack/react-query';
import { ${op.name} as ${contractAlias} } from '@tessera/shared';
import { api } from '${up}lib/api-client';
${keysImport}
/** ${op.method} ${op.route}: ${op.summary} */
export const ${op.name}QueryOptions = (${args}) =>
  queryOptions({
    queryKey: ${key ?? `['${op.context}', '${kebab(op.name)}'${params.map((param) => `, ${param}`).join('')}]`},
    queryFn: ({ signal }) => api(${contractAlias}, { ${[pathArg, 'signal'].filter(Boolean).join(', ')} }),
  });

export function use${op.name[0].toUpperCase()}${op.name.slice(1)}(${args}) {
  return useQuery(${op.name}QueryOptions(${params.join(', ')}));
}
`;
  }
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(op.method);
  const input = [...params.map((param) => `${param}: string`), ...(hasBody ? ['body: Body'] : [])];
  const callArgs = [pathArg, hasBody ? 'body' : null].filter(Boolean).join(', ');
  return `import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ${op.name} as ${contractAlias}${hasBody ? ', type RequestBodyInput' : ''} } from '@tessera/shared';
import { api } from '${up}lib/api-client';
${keysImport}${hasBody ? `\ntype Body = RequestBodyInput<typeof ${contractAlias}>;\n` : ''}
/** ${op.method} ${op.route}: ${op.summary} */
export const ${op.name} = (${input.length ? `{ ${[...params, ...(hasBody ? ['body'] : [])].join(', ')} }: { ${input.join('; ')} }` : ''}) =>
  api(${contractAlias}${callArgs ? `, { ${callArgs} }` : ''});

export function use${op.name[0].toUpperCase()}${op.name.slice(1)}() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ${op.name},
    onSuccess: () => client.invalidateQueries({ queryKey: ${keysName ? `${keysName}.all` : `['${op.context}']`} }),
  });
}
`;
}

/** Every file the operation writes or changes, as { file, text } (nothing is written yet). */
export function planOperation(op) {
  const at = (...parts) => path.join(op.root, ...parts);
  const contracts = at('shared/src/api', op.context, 'contracts.ts');
  const routes = at('functions/src/http', op.context, 'routes.ts');
  if (!existsSync(contracts) || !existsSync(routes)) {
    throw new Error(`"${op.context}" is not a context (no shared/src/api/${op.context}/contracts.ts and routes.ts)`);
  }
  const contractText = readFileSync(contracts, 'utf8');
  if (new RegExp(`export const ${op.name}\\b`).test(contractText)) throw new Error(`${op.name} is already declared`);
  const listName = `${camel(op.context)}Contracts`;
  const listStart = contractText.indexOf(`export const ${listName} = [`);
  if (listStart < 0 || !contractText.includes('\n]', listStart))
    throw new Error(`${contracts} has no ${listName} list`);
  const listEnd = contractText.indexOf('\n]', listStart) + 1;
  const nextContracts =
    contractText.slice(0, listStart) +
    contractBlock(op) +
    '\n' +
    contractText.slice(listStart, listEnd) +
    `  ${op.name},\n` +
    contractText.slice(listEnd);

  const routesText = readFileSync(routes, 'utf8');
  // The contracts' import, on one line or many (Prettier decides), gains the new name; the table its route.
  const contractImport = /import \{([^}]*)\} from '@tessera\/shared';/.exec(routesText);
  const tableEnd = routesText.lastIndexOf('\n]') + 1;
  if (!contractImport || tableEnd < 1) throw new Error(`${routes} is not laid out as a route table`);
  const names = contractImport[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const importLine = `import { ${[...names, op.name].join(', ')} } from '@tessera/shared';`;
  const file = kebab(op.name);
  const withImport =
    routesText.slice(0, contractImport.index) +
    importLine +
    routesText.slice(contractImport.index + contractImport[0].length);
  const shift = importLine.length - contractImport[0].length;
  const nextRoutes =
    withImport.slice(0, tableEnd + shift) +
    `  lazyRoute(${op.name}, () => import('./${file}').then((m) => m.${op.name}UseCase)),\n` +
    withImport.slice(tableEnd + shift);

  const files = [
    { file: contracts, text: nextContracts, changes: true },
    { file: routes, text: nextRoutes, changes: true },
    { file: at('functions/src/http', op.context, `${file}.ts`), text: useCaseFile(op) },
    { file: at('functions/tests', op.context, `${file}.int.test.ts`), text: testFile(op) },
  ];
  if (op.feature) {
    const apiDir = at('web/src/features', op.feature, 'api');
    const keysPath = path.join(apiDir, 'keys.ts');
    const keysName = existsSync(keysPath)
      ? readFileSync(keysPath, 'utf8').match(/export const (\w+Keys) = \{[^]*?\ball:/)?.[1]
      : undefined;
    const depth = op.feature.split('/').length + 2; // web/src/features/<feature…>/api → web/src
    files.push({ file: path.join(apiDir, `${file}.ts`), text: webFile(op, keysName, depth) });
  }
  for (const { file: target, changes } of files) {
    if (!changes && existsSync(target)) throw new Error(`${path.relative(op.root, target)} exists already`);
  }
  return files;
}

async function main() {
  const op = parseOperation(process.argv.slice(2));
  const files = planOperation(op);
  const prettier = await import('prettier');
  for (const { file, text } of files) {
    const options = (await prettier.resolveConfig(file)) ?? {};
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
    console.log(`wrote ${path.relative(op.root, file)}`);
  }
  console.log(
    `next: describe the request and response in ${op.context}'s contracts.ts, write the use case until its test passes, then the screen.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((failure) => {
    console.error(failure instanceof Error ? failure.message : failure);
    process.exit(2);
  });
}
