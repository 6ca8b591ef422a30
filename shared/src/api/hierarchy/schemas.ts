import * as z from 'zod';
import { idSchema, personSchema } from '../identity/schemas';

/**
 * A node of the institution tree (spec 2 §3 "Hierarchy node"). `path` lists ancestor ids root first, then its
 * own. `parent` is null for a node shown at the top of the caller's tree (a top-level node, or the highest
 * node the caller may access).
 */
export const hierarchyNodeSchema = z.object({
  id: idSchema,
  text: z.string(),
  parent: idSchema.nullable(),
  path: z.array(idSchema),
  state: z.enum(['active']),
  platform_mountable_type: z.enum(['institution', 'college', 'department', 'program', 'folder']),
  /** hasNodeAuthority (shared/src/hierarchy): the caller is admin of this node or of an ancestor; may manage what hangs on it and create children. */
  node_authority: z.boolean(),
  /** hasChildAuthority: the node lies strictly beneath a node the caller is admin of; may rename or delete it and manage its admins. */
  child_authority: z.boolean(),
});
export type HierarchyNode = z.infer<typeof hierarchyNodeSchema>;

export const nodePathSchema = z.object({ id: idSchema });
export const itemPathSchema = z.object({ id: idSchema });

/** Folder names: the rule (trim, 255, unique among siblings case-insensitively) lives in shared/src/hierarchy. */
export const nodeNameSchema = z.string().max(1000);

export const nodeAdminSchema = personSchema.extend({ username: z.string(), role: z.string() });

export const namedItemSchema = z.object({ id: idSchema, name: z.string(), node_id: idSchema });
export const namedItemInputSchema = z.object({ name: z.string().max(1000) });

export const siteCategorySchema = namedItemSchema;
export const siteSchema = namedItemSchema.extend({
  site_category: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export const siteInputSchema = z.object({
  name: z.string().max(1000),
  site_category_id: idSchema.nullable().optional(),
});

export const logCategorySchema = namedItemSchema.extend({ is_referenced: z.boolean() });

export const statementSchema = z.object({
  id: idSchema,
  title: z.string(),
  abbreviation: z.string(),
  statement_id: z.string(),
  description: z.string(),
  /** CASE: the item's parent statement id within the set, null at the top. */
  parent_id: idSchema.nullable(),
  /** CASE: the CFItem identifier it was imported from, when imported. */
  source_identifier: z.string().nullable(),
});
export const statementInputSchema = z.object({
  /** Present when updating an existing statement; absent for a new one (ids the set does not hold are refused). */
  id: idSchema.optional(),
  /** A client-side key for a new statement, so field errors can be keyed before it has an id. */
  client_key: z.string().max(64).optional(),
  title: z.string().max(5000),
  abbreviation: z.string().max(1000).default(''),
  statement_id: z.string().max(1000).default(''),
  description: z.string().max(20000).default(''),
  /** The parent statement: an existing statement's id or a new statement's client_key, within the same set. */
  parent_id: idSchema.nullable().optional(),
});
export const statementSetSchema = z.object({
  id: idSchema,
  node_id: idSchema,
  title: z.string(),
  abbreviation: z.string(),
  statements: z.array(statementSchema),
  source: z.object({ kind: z.enum(['manual', 'case']), identifier: z.string().nullable(), uri: z.string().nullable() }),
});
export const statementSetInputSchema = z.object({
  title: z.string().max(5000),
  abbreviation: z.string().max(1000).default(''),
  statements: z.array(statementInputSchema).max(5000).default([]),
});

export const termSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  /** ISO dates (YYYY-MM-DD); the web shows MM/DD/YYYY. */
  start_date: z.string(),
  end_date: z.string(),
  include_academic_data: z.boolean(),
});
/**
 * Term fields may arrive blank: the server answers with the spec's sentences (validateTerm in
 * shared/src/hierarchy/terms.ts), keyed by field. Dates: MM/DD/YYYY (as entered) or YYYY-MM-DD.
 */
export const termInputSchema = z.object({
  code: z.string().max(255).default(''),
  name: z.string().max(255).default(''),
  start_date: z.string().max(32).default(''),
  end_date: z.string().max(32).default(''),
  include_academic_data: z.boolean().default(false),
});

export const csvImportKindSchema = z.enum(['groups', 'sites', 'labels']);
export const csvImportResultSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  message: z.string(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      status: z.enum(['created', 'skipped', 'failed']),
      name: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});
