import * as z from 'zod';
import { defineContract } from '../contract';
import { idSchema } from '../identity/schemas';
import {
  csvImportKindSchema,
  csvImportResultSchema,
  hierarchyNodeSchema,
  itemPathSchema,
  logCategorySchema,
  namedItemInputSchema,
  namedItemSchema,
  nodeAdminSchema,
  nodeNameSchema,
  nodePathSchema,
  siteCategorySchema,
  siteInputSchema,
  siteSchema,
  statementSchema,
  statementSetInputSchema,
  statementSetSchema,
  termInputSchema,
  termSchema,
} from './schemas';

/** Hierarchy administration (spec 2 §1–9). Admin routes: admin and root admin; node authority is checked per node. */
const ADMINS = ['admin', 'root_admin'] as const;
const ok = z.object({ ok: z.literal(true) });

// ── Nodes ───────────────────────────────────────────────────────────────────────────────────────
export const getHierarchy = defineContract({
  id: 'hierarchy.getHierarchy',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/hierarchy',
  audience: ADMINS,
  summary: 'The nodes the caller may access, with their node and child authority (empty list when none).',
  response: z.object({ nodes: z.array(hierarchyNodeSchema) }),
});

export const createNode = defineContract({
  id: 'hierarchy.createNode',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/hierarchy/nodes',
  audience: ADMINS,
  summary: 'Create a child node; a blank name becomes "Folder name - N".',
  successStatus: 201,
  /** `parent` is a node id, or '#' for a top-level node (root admins only; at most 2). */
  request: { body: z.object({ parent: idSchema, new_node_text: nodeNameSchema.optional() }) },
  response: hierarchyNodeSchema,
});

export const renameNode = defineContract({
  id: 'hierarchy.renameNode',
  context: 'hierarchy',
  method: 'PUT',
  path: '/api/hierarchy/nodes/{id}',
  audience: ADMINS,
  summary: 'Rename a node (trimmed, ≤ 255, unique among siblings case-insensitively).',
  request: { path: nodePathSchema, body: z.object({ new_node_text: nodeNameSchema }) },
  response: hierarchyNodeSchema,
});

export const deleteNode = defineContract({
  id: 'hierarchy.deleteNode',
  context: 'hierarchy',
  method: 'DELETE',
  path: '/api/hierarchy/nodes/{id}',
  audience: ADMINS,
  summary: 'Delete an empty node; refused with a clear message while it holds anything.',
  request: { path: nodePathSchema },
  response: ok,
});

// ── Admins ──────────────────────────────────────────────────────────────────────────────────────
export const listNodeAdmins = defineContract({
  id: 'hierarchy.listNodeAdmins',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/hierarchy/nodes/{id}/admins',
  audience: ADMINS,
  summary: 'Admins of a node.',
  request: { path: nodePathSchema },
  response: z.object({ admins: z.array(nodeAdminSchema), can_insert: z.boolean(), can_remove: z.boolean() }),
});

export const listAdminCandidates = defineContract({
  id: 'hierarchy.listAdminCandidates',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/hierarchy/nodes/{id}/admin-candidates',
  audience: ADMINS,
  summary: 'Users who may become admins of a node: not students, not external users, not already admins.',
  request: { path: nodePathSchema, query: z.object({ q: z.string().max(200).optional() }) },
  response: z.object({ users: z.array(nodeAdminSchema) }),
});

export const insertNodeAdmin = defineContract({
  id: 'hierarchy.insertNodeAdmin',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/hierarchy/nodes/{id}/admins',
  audience: ADMINS,
  summary: 'Insert an admin (root admin on the top node, or child authority).',
  successStatus: 201,
  request: { path: nodePathSchema, body: z.object({ user_id: idSchema }) },
  response: nodeAdminSchema,
});

export const removeNodeAdmin = defineContract({
  id: 'hierarchy.removeNodeAdmin',
  context: 'hierarchy',
  method: 'DELETE',
  path: '/api/hierarchy/nodes/{id}/admins/{userId}',
  audience: ADMINS,
  summary: 'Remove an admin (never oneself: "A user cannot remove themselves as an admin.").',
  request: { path: z.object({ id: idSchema, userId: idSchema }) },
  response: ok,
});

// ── Labels, sites, site categories, log categories (same shape: list/create under a node, update/delete by id)
function namedCollection<T extends z.ZodType, I extends z.ZodType>(
  name: string,
  segment: string,
  item: T,
  input: I,
  noun: string,
) {
  const list = defineContract({
    id: `hierarchy.list${name}s`,
    context: 'hierarchy',
    method: 'GET',
    path: `/api/hierarchy/nodes/{id}/${segment}`,
    audience: ADMINS,
    summary: `${noun}s of a node.`,
    request: { path: nodePathSchema, query: z.object({ q: z.string().max(200).optional() }) },
    response: z.object({ items: z.array(item) }),
  });
  const create = defineContract({
    id: `hierarchy.create${name}`,
    context: 'hierarchy',
    method: 'POST',
    path: `/api/hierarchy/nodes/{id}/${segment}`,
    audience: ADMINS,
    summary: `Create a ${noun.toLowerCase()} on a node.`,
    successStatus: 201,
    request: { path: nodePathSchema, body: input },
    response: item,
  });
  const update = defineContract({
    id: `hierarchy.update${name}`,
    context: 'hierarchy',
    method: 'PUT',
    path: `/api/${segment}/{id}`,
    audience: ADMINS,
    summary: `Update a ${noun.toLowerCase()}.`,
    request: { path: itemPathSchema, body: input },
    response: item,
  });
  const remove = defineContract({
    id: `hierarchy.delete${name}`,
    context: 'hierarchy',
    method: 'DELETE',
    path: `/api/${segment}/{id}`,
    audience: ADMINS,
    summary: `Delete a ${noun.toLowerCase()}.`,
    request: { path: itemPathSchema },
    response: ok,
  });
  return { list, create, update, remove } as const;
}

export const labelContracts = namedCollection('Label', 'labels', namedItemSchema, namedItemInputSchema, 'Label');
export const siteCategoryContracts = namedCollection(
  'SiteCategory',
  'site-categories',
  siteCategorySchema,
  namedItemInputSchema,
  'Site category',
);
export const siteContracts = namedCollection('Site', 'sites', siteSchema, siteInputSchema, 'Site');
export const logCategoryContracts = namedCollection(
  'LogCategory',
  'log-categories',
  logCategorySchema,
  namedItemInputSchema,
  'Log category',
);

// ── Statement sets (standards) ─────────────────────────────────────────────────────────────────
export const listStatementSets = defineContract({
  id: 'hierarchy.listStatementSets',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/hierarchy/nodes/{id}/statement-sets',
  audience: ADMINS,
  summary: 'Statement sets of a node, with their statements.',
  request: { path: nodePathSchema, query: z.object({ q: z.string().max(200).optional() }) },
  response: z.object({ items: z.array(statementSetSchema) }),
});

export const createStatementSet = defineContract({
  id: 'hierarchy.createStatementSet',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/hierarchy/nodes/{id}/statement-sets',
  audience: ADMINS,
  summary: 'Create a statement set with its statements; errors keyed by set or statement id.',
  successStatus: 201,
  request: { path: nodePathSchema, body: statementSetInputSchema },
  response: statementSetSchema,
});

export const importCaseFramework = defineContract({
  id: 'hierarchy.importCaseFramework',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/hierarchy/nodes/{id}/statement-sets/case-import',
  audience: ADMINS,
  summary: 'Create a statement set from a CASE 1.1 framework package (CFDocument → set, CFItems → statements).',
  successStatus: 201,
  request: {
    path: nodePathSchema,
    body: z.object({ package: z.unknown(), abbreviation: z.string().max(1000).optional() }),
  },
  response: statementSetSchema,
});

export const updateStatementSet = defineContract({
  id: 'hierarchy.updateStatementSet',
  context: 'hierarchy',
  method: 'PUT',
  path: '/api/statement-sets/{id}',
  audience: ADMINS,
  summary: 'Replace a statement set’s title, abbreviation and statements.',
  request: { path: itemPathSchema, body: statementSetInputSchema },
  response: statementSetSchema,
});

export const checkStatementSetDeletable = defineContract({
  id: 'hierarchy.checkStatementSetDeletable',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/statement-sets/{id}/is-deletable',
  audience: ADMINS,
  summary: 'Whether a statement set may be deleted, and why not.',
  request: { path: itemPathSchema },
  response: z.object({ deletable: z.boolean(), reason: z.string().nullable() }),
});

export const deleteStatementSet = defineContract({
  id: 'hierarchy.deleteStatementSet',
  context: 'hierarchy',
  method: 'DELETE',
  path: '/api/statement-sets/{id}',
  audience: ADMINS,
  summary: 'Delete a statement set and its statements.',
  request: { path: itemPathSchema },
  response: ok,
});

export const describeStatements = defineContract({
  id: 'hierarchy.describeStatements',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/statements/descriptions',
  audience: 'authenticated',
  summary: 'Statements by id, for standards shown beside work (spec 1 §7); unknown ids are left out.',
  request: { body: z.object({ statement_ids: z.array(idSchema).max(500) }) },
  response: z.object({ statements: z.array(statementSchema) }),
});

// ── Terms (organisation level) ─────────────────────────────────────────────────────────────────
export const listTerms = defineContract({
  id: 'hierarchy.listTerms',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/terms',
  audience: ADMINS,
  summary: 'Terms of the organisation, newest start first.',
  response: z.object({ items: z.array(termSchema) }),
});

export const createTerm = defineContract({
  id: 'hierarchy.createTerm',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/terms',
  audience: ADMINS,
  summary: 'Create a term; duplicates refused by name and by code.',
  successStatus: 201,
  request: { body: termInputSchema },
  response: termSchema,
});

export const updateTerm = defineContract({
  id: 'hierarchy.updateTerm',
  context: 'hierarchy',
  method: 'PUT',
  path: '/api/terms/{id}',
  audience: ADMINS,
  summary: 'Update a term.',
  request: { path: itemPathSchema, body: termInputSchema },
  response: termSchema,
});

export const deleteTerm = defineContract({
  id: 'hierarchy.deleteTerm',
  context: 'hierarchy',
  method: 'DELETE',
  path: '/api/terms/{id}',
  audience: ADMINS,
  summary: 'Delete a term.',
  request: { path: itemPathSchema },
  response: ok,
});

// ── CSV imports (groups, sites, labels) ────────────────────────────────────────────────────────
export const importCsv = defineContract({
  id: 'hierarchy.importCsv',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/hierarchy/nodes/{id}/imports/{kind}',
  audience: ADMINS,
  summary: 'Import groups, sites or labels from a .csv file; a result per row, nothing half-written for a failed row.',
  request: {
    path: z.object({ id: idSchema, kind: csvImportKindSchema }),
    body: z.object({ filename: z.string().max(255), content: z.string().max(900_000) }),
  },
  response: csvImportResultSchema,
});

const collections = [labelContracts, siteCategoryContracts, siteContracts, logCategoryContracts].flatMap((c) => [
  c.list,
  c.create,
  c.update,
  c.remove,
]);

export const hierarchyContracts = [
  getHierarchy,
  createNode,
  renameNode,
  deleteNode,
  listNodeAdmins,
  listAdminCandidates,
  insertNodeAdmin,
  removeNodeAdmin,
  ...collections,
  listStatementSets,
  createStatementSet,
  importCaseFramework,
  updateStatementSet,
  checkStatementSetDeletable,
  deleteStatementSet,
  describeStatements,
  listTerms,
  createTerm,
  updateTerm,
  deleteTerm,
  importCsv,
] as const;
