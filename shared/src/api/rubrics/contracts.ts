import * as z from 'zod/mini';
import { defineContract } from '../contract';
import { statementSetSchema } from '../hierarchy/schemas';
import { idSchema } from '../identity/schemas';
import {
  canvasExportSchema,
  canvasImportBodySchema,
  canvasImportResultSchema,
  createRubricBodySchema,
  rubricChangeSchema,
  rubricListQuerySchema,
  rubricNodeBodySchema,
  rubricPageSchema,
  rubricPathSchema,
  rubricSchema,
  rubricTargetsSchema,
  rubricVersionBodySchema,
  rubricVersionSchema,
  updateRubricBodySchema,
} from './schemas';

/**
 * The rubric library on hierarchy nodes and a rubric's whole life (spec 1 §3–5, §7, §9; spec 2 §2–9). The
 * spec's paths are kept (GET /api/rubrics, /api/rubrics/active, /api/rubrics/{id}); the rest are REST paths
 * in the same style. Managing rubrics is for admins, with node authority checked per node; reading one
 * rubric is for everyone in the organisation who may see it (assessors and students see the rubrics their
 * work is scored with). Every change names the version it read (a stale one is a 409).
 */
const ADMINS = ['admin', 'root_admin'] as const;
const ok = z.object({ ok: z.literal(true) });

export const listRubrics = defineContract({
  id: 'rubrics.listRubrics',
  context: 'rubrics',
  method: 'GET',
  path: '/api/rubrics',
  audience: ADMINS,
  summary:
    'The rubrics of a node (or of every node the caller administers), with the default rubric and transfers waiting there; filtered by state, searched, sorted, paged.',
  request: { query: rubricListQuerySchema },
  response: rubricPageSchema,
});

export const listActiveRubrics = defineContract({
  id: 'rubrics.listActiveRubrics',
  context: 'rubrics',
  method: 'GET',
  path: '/api/rubrics/active',
  audience: ADMINS,
  summary:
    'Rubrics usable in templates at a node: the published ones of the node and the nodes above it, and the default rubric.',
  request: {
    query: z.object({ node: z.optional(idSchema), search: z.optional(z.string().check(z.maxLength(255))) }),
  },
  response: z.object({ items: z.array(rubricSchema) }),
});

export const listAlignableStatementSets = defineContract({
  id: 'rubrics.listAlignableStatementSets',
  context: 'rubrics',
  method: 'GET',
  path: '/api/rubrics/statement-sets',
  audience: ADMINS,
  summary: 'The statement sets a rubric on a node may be aligned to: those of the node and of the nodes above it.',
  request: { query: z.object({ node: idSchema }) },
  response: z.object({ items: z.array(statementSetSchema) }),
});

export const getRubric = defineContract({
  id: 'rubrics.getRubric',
  context: 'rubrics',
  method: 'GET',
  path: '/api/rubrics/{id}',
  audience: 'authenticated',
  summary:
    'A rubric’s full definition. Drafts only for admins of its node; published, archived and default rubrics for everyone in the organisation.',
  request: { path: rubricPathSchema },
  response: rubricSchema,
});

export const createRubric = defineContract({
  id: 'rubrics.createRubric',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics',
  audience: ADMINS,
  summary: 'Create a rubric on a node, as a draft (spec 1 §4 "saving sets draft").',
  successStatus: 201,
  request: { body: createRubricBodySchema },
  response: rubricSchema,
});

export const updateRubric = defineContract({
  id: 'rubrics.updateRubric',
  context: 'rubrics',
  method: 'PUT',
  path: '/api/rubrics/{id}',
  audience: ADMINS,
  summary: 'Save a rubric’s definition; saving sets draft (a published rubric in use cannot be saved).',
  request: { path: rubricPathSchema, body: updateRubricBodySchema },
  response: rubricSchema,
});

export const deleteRubric = defineContract({
  id: 'rubrics.deleteRubric',
  context: 'rubrics',
  method: 'DELETE',
  path: '/api/rubrics/{id}',
  audience: ADMINS,
  summary: 'Delete an editable rubric that no template or activity uses.',
  request: { path: rubricPathSchema, query: z.object({ version: z.pipe(z.coerce.number(), rubricVersionSchema) }) },
  response: ok,
});

export const copyRubric = defineContract({
  id: 'rubrics.copyRubric',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics/{id}/copy',
  audience: ADMINS,
  summary: 'Copy a rubric the caller sees into a draft on a node the caller administers (its own node by default).',
  successStatus: 201,
  request: {
    path: rubricPathSchema,
    body: z.object({ node_id: z.optional(idSchema), title: z.optional(z.string().check(z.maxLength(255))) }),
  },
  response: rubricSchema,
});

export const publishRubric = defineContract({
  id: 'rubrics.publishRubric',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics/{id}/publish',
  audience: ADMINS,
  summary: 'Publish a draft ("{title} has been published.").',
  request: { path: rubricPathSchema, body: rubricVersionBodySchema },
  response: rubricChangeSchema,
});

export const checkRubricUnpublishable = defineContract({
  id: 'rubrics.checkRubricUnpublishable',
  context: 'rubrics',
  method: 'GET',
  path: '/api/rubrics/{id}/unpublishable',
  audience: ADMINS,
  summary:
    'Whether a published rubric may be unpublished: not while a template or activity uses it (the cannot-unpublish modal’s sentence).',
  request: { path: rubricPathSchema },
  response: z.object({ unpublishable: z.boolean(), message: z.nullable(z.string()) }),
});

export const unpublishRubric = defineContract({
  id: 'rubrics.unpublishRubric',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics/{id}/unpublish',
  audience: ADMINS,
  summary: 'Unpublish a rubric nothing uses; it becomes an editable draft.',
  request: { path: rubricPathSchema, body: rubricVersionBodySchema },
  response: rubricChangeSchema,
});

export const archiveRubric = defineContract({
  id: 'rubrics.archiveRubric',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics/{id}/archive',
  audience: ADMINS,
  summary: 'Archive a rubric: irreversible; it can no longer be chosen anywhere (uses already made keep it).',
  request: { path: rubricPathSchema, body: rubricVersionBodySchema },
  response: rubricChangeSchema,
});

export const listRubricMoveTargets = defineContract({
  id: 'rubrics.listRubricMoveTargets',
  context: 'rubrics',
  method: 'GET',
  path: '/api/rubrics/{id}/move-targets',
  audience: ADMINS,
  summary:
    'Nodes the caller administers that the rubric may move to (never its own; a published one only upward), or why there are none.',
  request: { path: rubricPathSchema },
  response: rubricTargetsSchema,
});

export const moveRubric = defineContract({
  id: 'rubrics.moveRubric',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics/{id}/move',
  audience: ADMINS,
  summary: 'Move a rubric to another node the caller administers.',
  request: { path: rubricPathSchema, body: rubricNodeBodySchema },
  response: rubricChangeSchema,
});

export const listRubricTransferTargets = defineContract({
  id: 'rubrics.listRubricTransferTargets',
  context: 'rubrics',
  method: 'GET',
  path: '/api/rubrics/{id}/transfer-targets',
  audience: ADMINS,
  summary:
    'Nodes of the organisation a rubric may be transferred to (their admins accept or reject it), or why there are none.',
  request: { path: rubricPathSchema },
  response: rubricTargetsSchema,
});

export const transferRubric = defineContract({
  id: 'rubrics.transferRubric',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics/{id}/transfer',
  audience: ADMINS,
  summary: 'Offer a rubric to another node; it stays view-only until that node accepts or rejects it.',
  request: { path: rubricPathSchema, body: rubricNodeBodySchema },
  response: rubricChangeSchema,
});

export const acceptRubricTransfer = defineContract({
  id: 'rubrics.acceptRubricTransfer',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics/{id}/accept',
  audience: ADMINS,
  summary: 'Accept a rubric transferred to a node the caller administers: it is added to that node.',
  request: { path: rubricPathSchema, body: rubricVersionBodySchema },
  response: rubricChangeSchema,
});

export const rejectRubricTransfer = defineContract({
  id: 'rubrics.rejectRubricTransfer',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics/{id}/reject',
  audience: ADMINS,
  summary:
    'Reject a transfer (on the receiving node), or withdraw it (on the sending one): the rubric stays where it was.',
  request: { path: rubricPathSchema, body: rubricVersionBodySchema },
  response: rubricChangeSchema,
});

export const importCanvasRubrics = defineContract({
  id: 'rubrics.importCanvasRubrics',
  context: 'rubrics',
  method: 'POST',
  path: '/api/rubrics/canvas-import',
  audience: ADMINS,
  summary:
    'Create draft rubrics on a node from a Canvas LMS rubric CSV file (or, with update_existing, update those an earlier import of its rubrics made: 409 otherwise); a bad file gets its problems row by row and nothing is written.',
  successStatus: 201,
  request: { body: canvasImportBodySchema },
  response: canvasImportResultSchema,
});

export const exportCanvasRubric = defineContract({
  id: 'rubrics.exportCanvasRubric',
  context: 'rubrics',
  method: 'GET',
  path: '/api/rubrics/{id}/canvas-export',
  audience: ADMINS,
  summary: 'A rubric as a Canvas LMS rubric CSV file (cells escaped against CSV injection).',
  request: { path: rubricPathSchema },
  response: canvasExportSchema,
});

export const rubricsContracts = [
  listRubrics,
  listActiveRubrics,
  listAlignableStatementSets,
  getRubric,
  createRubric,
  updateRubric,
  deleteRubric,
  copyRubric,
  publishRubric,
  checkRubricUnpublishable,
  unpublishRubric,
  archiveRubric,
  listRubricMoveTargets,
  moveRubric,
  listRubricTransferTargets,
  transferRubric,
  acceptRubricTransfer,
  rejectRubricTransfer,
  importCanvasRubrics,
  exportCanvasRubric,
] as const;
