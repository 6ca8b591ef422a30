import * as z from 'zod/mini';
import { defineContract } from '../contract';
import { idSchema } from '../identity/schemas';
import {
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
  request: { body: z.object({ parent: idSchema, new_node_text: z.optional(nodeNameSchema) }) },
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
  request: { path: nodePathSchema, query: z.object({ q: z.optional(z.string().check(z.maxLength(200))) }) },
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

// ── Labels, sites, site categories, log categories (spec 2 §3, §7): list/create under a node, update/delete by id.
export const listLabels = defineContract({
  id: 'hierarchy.listLabels',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/hierarchy/nodes/{id}/labels',
  audience: ADMINS,
  summary: 'Labels of a node.',
  request: { path: nodePathSchema, query: z.object({ q: z.optional(z.string().check(z.maxLength(200))) }) },
  response: z.object({ items: z.array(namedItemSchema) }),
});

export const createLabel = defineContract({
  id: 'hierarchy.createLabel',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/hierarchy/nodes/{id}/labels',
  audience: ADMINS,
  summary: 'Create a label on a node.',
  successStatus: 201,
  request: { path: nodePathSchema, body: namedItemInputSchema },
  response: namedItemSchema,
});

export const updateLabel = defineContract({
  id: 'hierarchy.updateLabel',
  context: 'hierarchy',
  method: 'PUT',
  path: '/api/labels/{id}',
  audience: ADMINS,
  summary: 'Update a label.',
  request: { path: itemPathSchema, body: namedItemInputSchema },
  response: namedItemSchema,
});

export const deleteLabel = defineContract({
  id: 'hierarchy.deleteLabel',
  context: 'hierarchy',
  method: 'DELETE',
  path: '/api/labels/{id}',
  audience: ADMINS,
  summary: 'Delete a label.',
  request: { path: itemPathSchema },
  response: ok,
});

export const listSiteCategories = defineContract({
  id: 'hierarchy.listSiteCategories',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/hierarchy/nodes/{id}/site-categories',
  audience: ADMINS,
  summary: 'Site categorys of a node.',
  request: { path: nodePathSchema, query: z.object({ q: z.optional(z.string().check(z.maxLength(200))) }) },
  response: z.object({ items: z.array(siteCategorySchema) }),
});

export const createSiteCategory = defineContract({
  id: 'hierarchy.createSiteCategory',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/hierarchy/nodes/{id}/site-categories',
  audience: ADMINS,
  summary: 'Create a site category on a node.',
  successStatus: 201,
  request: { path: nodePathSchema, body: namedItemInputSchema },
  response: siteCategorySchema,
});

export const updateSiteCategory = defineContract({
  id: 'hierarchy.updateSiteCategory',
  context: 'hierarchy',
  method: 'PUT',
  path: '/api/site-categories/{id}',
  audience: ADMINS,
  summary: 'Update a site category.',
  request: { path: itemPathSchema, body: namedItemInputSchema },
  response: siteCategorySchema,
});

export const deleteSiteCategory = defineContract({
  id: 'hierarchy.deleteSiteCategory',
  context: 'hierarchy',
  method: 'DELETE',
  path: '/api/site-categories/{id}',
  audience: ADMINS,
  summary: 'Delete a site category.',
  request: { path: itemPathSchema },
  response: ok,
});

export const listSites = defineContract({
  id: 'hierarchy.listSites',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/hierarchy/nodes/{id}/sites',
  audience: ADMINS,
  summary: 'Sites of a node.',
  request: { path: nodePathSchema, query: z.object({ q: z.optional(z.string().check(z.maxLength(200))) }) },
  response: z.object({ items: z.array(siteSchema) }),
});

export const createSite = defineContract({
  id: 'hierarchy.createSite',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/hierarchy/nodes/{id}/sites',
  audience: ADMINS,
  summary: 'Create a site on a node.',
  successStatus: 201,
  request: { path: nodePathSchema, body: siteInputSchema },
  response: siteSchema,
});

export const updateSite = defineContract({
  id: 'hierarchy.updateSite',
  context: 'hierarchy',
  method: 'PUT',
  path: '/api/sites/{id}',
  audience: ADMINS,
  summary: 'Update a site.',
  request: { path: itemPathSchema, body: siteInputSchema },
  response: siteSchema,
});

export const deleteSite = defineContract({
  id: 'hierarchy.deleteSite',
  context: 'hierarchy',
  method: 'DELETE',
  path: '/api/sites/{id}',
  audience: ADMINS,
  summary: 'Delete a site.',
  request: { path: itemPathSchema },
  response: ok,
});

export const listLogCategories = defineContract({
  id: 'hierarchy.listLogCategories',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/hierarchy/nodes/{id}/log-categories',
  audience: ADMINS,
  summary: 'Log categorys of a node.',
  request: { path: nodePathSchema, query: z.object({ q: z.optional(z.string().check(z.maxLength(200))) }) },
  response: z.object({ items: z.array(logCategorySchema) }),
});

export const createLogCategory = defineContract({
  id: 'hierarchy.createLogCategory',
  context: 'hierarchy',
  method: 'POST',
  path: '/api/hierarchy/nodes/{id}/log-categories',
  audience: ADMINS,
  summary: 'Create a log category on a node.',
  successStatus: 201,
  request: { path: nodePathSchema, body: namedItemInputSchema },
  response: logCategorySchema,
});

export const updateLogCategory = defineContract({
  id: 'hierarchy.updateLogCategory',
  context: 'hierarchy',
  method: 'PUT',
  path: '/api/log-categories/{id}',
  audience: ADMINS,
  summary: 'Update a log category.',
  request: { path: itemPathSchema, body: namedItemInputSchema },
  response: logCategorySchema,
});

export const deleteLogCategory = defineContract({
  id: 'hierarchy.deleteLogCategory',
  context: 'hierarchy',
  method: 'DELETE',
  path: '/api/log-categories/{id}',
  audience: ADMINS,
  summary: 'Delete a log category.',
  request: { path: itemPathSchema },
  response: ok,
});

/**
 * The four named-item collections grouped for screens that treat them alike (the web's collection panel).
 * A grouping of the contracts above, not a factory: every contract is declared, and greppable, on its own.
 */
export const labelContracts = {
  list: listLabels,
  create: createLabel,
  update: updateLabel,
  remove: deleteLabel,
} as const;
export const siteCategoryContracts = {
  list: listSiteCategories,
  create: createSiteCategory,
  update: updateSiteCategory,
  remove: deleteSiteCategory,
} as const;
export const siteContracts = { list: listSites, create: createSite, update: updateSite, remove: deleteSite } as const;
export const logCategoryContracts = {
  list: listLogCategories,
  create: createLogCategory,
  update: updateLogCategory,
  remove: deleteLogCategory,
} as const;

// ── Statement sets (standards) ─────────────────────────────────────────────────────────────────
export const listStatementSets = defineContract({
  id: 'hierarchy.listStatementSets',
  context: 'hierarchy',
  method: 'GET',
  path: '/api/hierarchy/nodes/{id}/statement-sets',
  audience: ADMINS,
  summary: 'Statement sets of a node, with their statements.',
  request: { path: nodePathSchema, query: z.object({ q: z.optional(z.string().check(z.maxLength(200))) }) },
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
  summary:
    'Create a statement set from a CASE 1.1 framework package (CFDocument → set, CFItems → statements). A package already imported on the node is 409 `hierarchy.case.already_imported` naming the set, unless update_existing is true: then that set is updated (statements matched by CFItem identifier keep their ids).',
  successStatus: 201,
  request: {
    path: nodePathSchema,
    body: z.object({
      package: z.unknown(),
      /** The set's abbreviation; when updating and absent, the set keeps its own. */
      abbreviation: z.optional(z.string().check(z.maxLength(1000))),
      /** True: update the set already imported from this CFDocument on the node (or create it when there is none). */
      update_existing: z.optional(z.boolean()),
    }),
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
  response: z.object({ deletable: z.boolean(), reason: z.nullable(z.string()) }),
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
  summary:
    'Statements by id, for standards shown beside work (spec 1 §7), each with its framework (its statement set’s title); unknown ids are left out.',
  request: { body: z.object({ statement_ids: z.array(idSchema).check(z.maxLength(500)) }) },
  response: z.object({ statements: z.array(z.extend(statementSchema, { framework: z.string() })) }),
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

export const hierarchyContracts = [
  getHierarchy,
  createNode,
  renameNode,
  deleteNode,
  listNodeAdmins,
  listAdminCandidates,
  insertNodeAdmin,
  removeNodeAdmin,
  listLabels,
  createLabel,
  updateLabel,
  deleteLabel,
  listSiteCategories,
  createSiteCategory,
  updateSiteCategory,
  deleteSiteCategory,
  listSites,
  createSite,
  updateSite,
  deleteSite,
  listLogCategories,
  createLogCategory,
  updateLogCategory,
  deleteLogCategory,
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
] as const;
