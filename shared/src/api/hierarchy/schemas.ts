import * as z from 'zod/mini';
import { idSchema, personSchema } from '../identity/schemas';

/**
 * A node of the institution tree (spec 2 §3 "Hierarchy node"). `path` lists ancestor ids root first, then its
 * own. `parent` is null for a node shown at the top of the caller's tree (a top-level node, or the highest
 * node the caller may access).
 */
export const hierarchyNodeSchema = z.object({
  id: idSchema,
  text: z.string(),
  parent: z.nullable(idSchema),
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
export const nodeNameSchema = z.string().check(z.maxLength(1000));

export const nodeAdminSchema = z.extend(personSchema, { username: z.string(), role: z.string() });

export const namedItemSchema = z.object({ id: idSchema, name: z.string(), node_id: idSchema });
export const namedItemInputSchema = z.object({ name: z.string().check(z.maxLength(1000)) });

export const siteCategorySchema = namedItemSchema;
export const siteSchema = z.extend(namedItemSchema, {
  site_category: z.nullable(z.object({ id: idSchema, name: z.string() })),
});
export const siteInputSchema = z.object({
  name: z.string().check(z.maxLength(1000)),
  site_category_id: z.optional(z.nullable(idSchema)),
});

export const logCategorySchema = z.extend(namedItemSchema, { is_referenced: z.boolean() });

export const statementSchema = z.object({
  id: idSchema,
  title: z.string(),
  abbreviation: z.string(),
  statement_id: z.string(),
  description: z.string(),
  /** CASE: the item's parent statement id within the set, null at the top. */
  parent_id: z.nullable(idSchema),
  /** CASE: the CFItem identifier it was imported from, when imported. */
  source_identifier: z.nullable(z.string()),
});
export const statementInputSchema = z.object({
  /** Present when updating an existing statement; absent for a new one (ids the set does not hold are refused). */
  id: z.optional(idSchema),
  /** A client-side key for a new statement, so field errors can be keyed before it has an id. */
  client_key: z.optional(z.string().check(z.maxLength(64))),
  title: z.string().check(z.maxLength(5000)),
  abbreviation: z._default(z.string().check(z.maxLength(1000)), ''),
  statement_id: z._default(z.string().check(z.maxLength(1000)), ''),
  description: z._default(z.string().check(z.maxLength(20000)), ''),
  /** The parent statement: an existing statement's id or a new statement's client_key, within the same set. */
  parent_id: z.optional(z.nullable(idSchema)),
});
export const statementSetSchema = z.object({
  id: idSchema,
  node_id: idSchema,
  title: z.string(),
  abbreviation: z.string(),
  statements: z.array(statementSchema),
  source: z.object({
    kind: z.enum(['manual', 'case']),
    identifier: z.nullable(z.string()),
    uri: z.nullable(z.string()),
  }),
});
export const statementSetInputSchema = z.object({
  title: z.string().check(z.maxLength(5000)),
  abbreviation: z._default(z.string().check(z.maxLength(1000)), ''),
  statements: z._default(z.array(statementInputSchema).check(z.maxLength(5000)), []),
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
  code: z._default(z.string().check(z.maxLength(255)), ''),
  name: z._default(z.string().check(z.maxLength(255)), ''),
  start_date: z._default(z.string().check(z.maxLength(32)), ''),
  end_date: z._default(z.string().check(z.maxLength(32)), ''),
  include_academic_data: z._default(z.boolean(), false),
});
