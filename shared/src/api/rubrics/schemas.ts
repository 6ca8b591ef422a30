import * as z from 'zod/mini';
import { RUBRIC_LIMITS, rubricDefinitionSchema } from '../../rubrics/rubric-definition';
import { RUBRIC_STATES } from '../../rubrics/rubric-states';
import { idSchema, listCursorSchema } from '../identity/schemas';

/**
 * The rubrics context's HTTP shapes (spec 1 §3 "Rubric definition", "Rubric (summary)"; spec 2 §3 "Rubric").
 * Names follow the spec (`criterias`, `enableNA`, `statements_mapping`, `hierarchy_id`); what it leaves open
 * is named in the same style.
 */
export const rubricStateSchema = z.enum(RUBRIC_STATES);
export const rubricPathSchema = z.object({ id: idSchema });

/** The version the caller read: a change over a newer one is a 409 (a stale save). */
export const rubricVersionSchema = z.int().check(z.gte(1)).check(z.lte(1_000_000_000));
export const rubricVersionBodySchema = z.object({ version: rubricVersionSchema });

export const rubricPersonSchema = z.object({ id: idSchema, first_name: z.string(), last_name: z.string() });
/** A hierarchy node as a rubric names it: its id and name (and its path, ids from the top, for pickers). */
export const rubricNodeSchema = z.object({ id: idSchema, text: z.string(), path: z.array(idSchema) });

/** A transfer waiting to be accepted or rejected on `to_node` (spec 2 §3 "transfer", §4). */
export const rubricTransferSchema = z.object({
  from_node: rubricNodeSchema,
  to_node: rubricNodeSchema,
  requested_by: z.nullable(rubricPersonSchema),
  requested_at: z.string(),
});

/**
 * Where an imported rubric came from (issue 21): a Canvas rubric CSV file, the Rubric Name it had there, and
 * when it was imported (or last updated from such a file). Null for rubrics made here, copies included.
 */
export const rubricSourceSchema = z.object({
  kind: z.literal('canvas_csv'),
  filename: z.string(),
  rubric_name: z.string(),
  imported_at: z.string(),
});

/** What the caller may do with the rubric now (shared/src/rubrics/rubric-actions.ts). */
export const rubricActionsSchema = z.object({
  can_edit: z.boolean(),
  can_publish: z.boolean(),
  can_unpublish: z.boolean(),
  can_archive: z.boolean(),
  can_move: z.boolean(),
  can_transfer: z.boolean(),
  can_accept: z.boolean(),
  can_reject: z.boolean(),
  can_delete: z.boolean(),
  can_copy: z.boolean(),
});

/** One row of the rubric list (spec 2 §3 "Rubric": id, title, author, state, hierarchy_id, transfer, dates). */
export const rubricSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  state: rubricStateSchema,
  /** Where the full definition is read (spec 1 §3 "uri"; the rubric component's config keeps it). */
  uri: z.string(),
  /** The node the rubric belongs to; null for the organisation's default rubric. */
  hierarchy_id: z.nullable(idSchema),
  node: z.nullable(rubricNodeSchema),
  author: z.nullable(rubricPersonSchema),
  transfer: z.nullable(rubricTransferSchema),
  imported_from: z.nullable(rubricSourceSchema),
  /** True on the row of a transfer waiting on the listed node (the rubric still belongs to its sender). */
  incoming: z.boolean(),
  mode: z.enum(['plain', 'score']),
  /** The most the rubric can score (0 for a plain rubric). */
  maximum: z.number(),
  levels_count: z.int(),
  criteria_count: z.int(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  ...rubricActionsSchema.shape,
});
export type RubricSummary = z.infer<typeof rubricSummarySchema>;

const mappedStatementSchema = z.object({
  /** The statement's id (as POST /api/statements/descriptions takes it). */
  id: idSchema,
  /** The statement's code ("TS.1", spec 2 §3 statement_id) and title, as they were when the rubric was saved. */
  statement_id: z.string(),
  title: z.string(),
  /** Percentage of the rubric's maximum a score must reach; null in a plain rubric. */
  threshold: z.nullable(z.number()),
});
const criterionStatementSchema = z.extend(z.omit(mappedStatementSchema, { threshold: true }), {
  /** The criterion score that meets the standard; null: any score given meets it. */
  minimum: z.nullable(z.number()),
});

/** The full rubric (spec 1 §3 "Rubric definition" and "Rubric (summary)") with its list row's fields. */
export const rubricSchema = z.extend(rubricSummarySchema, {
  point: z.number(),
  weight: z.array(z.number()),
  enableNA: z.boolean(),
  points: z.array(z.array(z.number())),
  levels: z.array(z.object({ id: z.string(), name: z.string() })),
  criterias: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  contents: z.array(z.array(z.string())),
  statements_mapping: z.object({
    criteria_mapping: z.record(z.string(), z.array(criterionStatementSchema)),
    statements: z.array(mappedStatementSchema),
  }),
  /** The statements aligned to the whole rubric with their thresholds (spec 1 §3 rubric_mapped_statements). */
  rubric_mapped_statements: z.array(
    z.object({ id: idSchema, statement_id: z.string(), threshold: z.nullable(z.number()) }),
  ),
});
export type Rubric = z.infer<typeof rubricSchema>;

/** A rubric as the editor sends it: the definition, checked by shared's rules (spec 1 §3, §5). */
export const rubricInputSchema = rubricDefinitionSchema;
export const createRubricBodySchema = z.extend(rubricDefinitionSchema, { node_id: idSchema });
export const updateRubricBodySchema = z.extend(rubricDefinitionSchema, { version: rubricVersionSchema });

const categoryList = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(200)),
    z.transform((text) =>
      text
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    ),
  ),
  z.array(rubricStateSchema).check(z.minLength(1)),
);

/** GET /api/rubrics: which rubrics, and which page of them. */
export const rubricListQuerySchema = z.object({
  /** A node the caller administers; absent: every node the caller administers. */
  node: z.optional(idSchema),
  /** States, comma-separated (spec 1 §4: default, published, draft when absent). */
  category: z.optional(categoryList),
  /** Part of the title, any case. */
  search: z.optional(z.string().check(z.maxLength(RUBRIC_LIMITS.title))),
  /** Title (A–Z) or date (last change, newest first) (spec 2 §9). */
  sort: z.optional(z.enum(['title', 'date'])),
  /** Where the page starts: the `cursor` of the previous page's answer, sent back as it came (ADR 0028 §4). */
  cursor: z.optional(listCursorSchema),
});

/** A page of the list: `more` says whether another page may follow, read with `cursor`. */
export const rubricPageSchema = z.object({
  items: z.array(rubricSummarySchema),
  page_size: z.int(),
  more: z.boolean(),
  cursor: z.nullable(z.string()),
});

/** A state change's answer: the rubric as it is now and the sentence to show (spec 1 §4 snackbar). */
export const rubricChangeSchema = z.object({ rubric: rubricSchema, message: z.string() });

export const rubricTargetsSchema = z.object({
  targets: z.array(rubricNodeSchema),
  /** Why there is none (spec 2 §8 'There are no hierarchy nodes to which you can move this Rubric.'). */
  message: z.nullable(z.string()),
});

export const rubricNodeBodySchema = z.object({ node_id: idSchema, version: rubricVersionSchema });

export const canvasImportBodySchema = z.object({
  node_id: idSchema,
  filename: z.string().check(z.maxLength(255)),
  /** The file's text (UTF-8). */
  content: z.string().check(z.maxLength(900_000)),
  /**
   * True to update the rubrics an earlier Canvas import made on the node (matched by Rubric Name) rather than
   * be told about them (409 `rubrics.csv.already_imported`), as the CASE import's `update_existing`.
   */
  update_existing: z.optional(z.boolean()),
});

export const canvasImportResultSchema = z.object({
  /** The file's rubrics in file order, new and updated alike. */
  rubrics: z.array(rubricSummarySchema),
  /** How many of them updated a rubric an earlier import made. */
  updated: z.int(),
  /** What the import changed to fit the file into Tessera's grid, by row. */
  notes: z.array(z.object({ row: z.int(), column: z.string(), message: z.string() })),
  message: z.string(),
});

export const canvasExportSchema = z.object({
  filename: z.string(),
  media_type: z.literal('text/csv'),
  content: z.string(),
});
