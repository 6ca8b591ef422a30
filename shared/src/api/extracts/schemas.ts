import * as z from 'zod/mini';
import { EXTRACT_STATES, EXTRACT_TYPE_NAMES, EXTRACT_TYPES } from '../../extracts/kinds';
import { EXTRACT_SCHEDULE_FREQUENCIES } from '../../extracts/schedules';
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

/**
 * A schedule's kind, filters and timing (docs/adr/0032-extracts.md "Schedules"): daily or weekly at an hour
 * (UTC); weekly names its weekday (0 Sunday … 6 Saturday). The filters are checked as an extract's are.
 */
export const extractScheduleFieldsSchema = z.object({
  extract_type: extractTypeNameSchema,
  node_ids: z.optional(z.array(idSchema).check(z.maxLength(50))),
  term_ids: z.optional(z.array(idSchema).check(z.maxLength(50))),
  gzip: z.optional(z.boolean()),
  frequency: z.enum(EXTRACT_SCHEDULE_FREQUENCIES),
  hour: z.int().check(z.minimum(0), z.maximum(23)),
  weekday: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(6)))),
  /** A paused schedule starts no run; its latest file stays downloadable. */
  enabled: z.optional(z.boolean()),
});

export const createExtractScheduleBodySchema = extractScheduleFieldsSchema;

/** PUT: the whole schedule again with the version read (a stale save is 409). */
export const updateExtractScheduleBodySchema = z.object({
  ...extractScheduleFieldsSchema.shape,
  version: z.int().check(z.minimum(1)),
});

export const extractSchedulePathSchema = z.object({ id: idSchema });

export const extractScheduleSchema = z.object({
  id: idSchema,
  extract_type: z.enum(EXTRACT_TYPES),
  node_ids: z.array(z.string()),
  term_ids: z.array(z.string()),
  gzip: z.boolean(),
  frequency: z.enum(EXTRACT_SCHEDULE_FREQUENCIES),
  hour: z.int(),
  weekday: z.nullable(z.int()),
  enabled: z.boolean(),
  /** When it runs next (UTC); null while paused. */
  next_run_at: z.nullable(z.string()),
  /** The log of its latest run (any state), null before its first. */
  last_extract_id: z.nullable(z.string()),
  /** The log whose file the stable download route answers (its latest finished run), null before one. */
  latest_file_extract_id: z.nullable(z.string()),
  latest_file_name: z.nullable(z.string()),
  latest_file_at: z.nullable(z.string()),
  runs: z.int(),
  /** Whether a machine token is set (the token itself is shown once, when rotated). */
  has_token: z.boolean(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.int(),
});
export type ExtractScheduleView = z.infer<typeof extractScheduleSchema>;

export const extractScheduleListSchema = z.object({ items: z.array(extractScheduleSchema) });

/** POST …/token: the new machine token, shown this once (only its hash is kept); the previous one stops working. */
export const extractScheduleTokenSchema = z.object({ token: z.string() });

/** The stable download route's answer: a fresh short-lived link to the schedule's latest file. */
export const extractScheduleFileSchema = z.object({
  extract_id: idSchema,
  file_name: z.string(),
  url: z.string(),
  expires_at: z.string(),
  finished_at: z.string(),
});

/** The machine route: the token in the query (a machine fetches one URL); none is the same 404 as a wrong one. */
export const extractScheduleFileByTokenQuerySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
});
export type ExtractScheduleFileView = z.infer<typeof extractScheduleFileSchema>;
