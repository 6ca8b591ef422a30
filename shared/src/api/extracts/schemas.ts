import * as z from 'zod/mini';
import { EXTRACT_STATES, EXTRACT_TYPE_NAMES, EXTRACT_TYPES } from '../../extracts/kinds';
import { idSchema } from '../identity/schemas';

/** A kind as the page and the API name it: the fourteen kinds and their aliases (`activity-status`). */
export const extractTypeNameSchema = z.enum(EXTRACT_TYPE_NAMES as unknown as [string, ...string[]]);

/** POST /api/extracts: the kind and its filters (spec 2 §7: optionally node ids and term ids). */
export const createExtractBodySchema = z.object({
  extract_type: extractTypeNameSchema,
  /** Folders (hierarchy nodes) the extract covers, each with what is under it; none: every node the caller administers. */
  node_ids: z.optional(z.array(idSchema).check(z.maxLength(50))),
  /** Terms whose sections the extract covers; none: every term (and sections with no term). */
  term_ids: z.optional(z.array(idSchema).check(z.maxLength(50))),
  /** Whether the file is gzipped (`.csv.gz`). */
  gzip: z.optional(z.boolean()),
});

export const extractPathSchema = z.object({ id: idSchema });

export const listExtractsQuerySchema = z.object({ type: extractTypeNameSchema });

/**
 * The extract log of spec 2 §3 (id, status, public_url: a short-lived download link once finished), with what
 * a job record holds beside it: the kind and its filters, progress, the file's name and rows, who made it and when.
 */
export const extractLogSchema = z.object({
  id: idSchema,
  extract_type: z.enum(EXTRACT_TYPES),
  status: z.enum(EXTRACT_STATES),
  /** A presigned GET of minutes once finished (its file named after the kind and the day); null before. */
  public_url: z.nullable(z.string()),
  /** When `public_url` stops working. */
  public_url_expires_at: z.nullable(z.string()),
  file_name: z.string(),
  node_ids: z.array(z.string()),
  term_ids: z.array(z.string()),
  gzip: z.boolean(),
  progress: z.object({
    /** Rows written to the file so far (the header not counted). */
    rows_written: z.int(),
  }),
  /** Where the extract is, or why it ended in exception, in the reader's language. */
  details: z.string(),
  started_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type ExtractLogView = z.infer<typeof extractLogSchema>;

/** The latest logs of a kind, newest first (the page shows the latest, or the latest two: shared's visibleExtractLogs). */
export const extractLogListSchema = z.object({ items: z.array(extractLogSchema) });
