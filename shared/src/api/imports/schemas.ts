import * as z from 'zod/mini';
import { IMPORT_KINDS, IMPORT_STATES } from '../../imports/kinds';
import { idSchema } from '../identity/schemas';

export const importKindSchema = z.enum(IMPORT_KINDS);

/** POST /api/imports/presigned-url: the file the browser is about to send straight to S3. */
export const presignImportBodySchema = z.object({
  kind: importKindSchema,
  file_name: z.string().check(z.minLength(1), z.maxLength(255)),
  file_size: z.int().check(z.nonnegative()),
});

/** A POST policy for one exact key; the browser posts `fields` then the file to `url`. */
export const presignedImportSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The object key, sent back to POST /api/imports. */
  key: z.string(),
});

export const startImportBodySchema = z.object({
  kind: importKindSchema,
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
  node_id: z.optional(idSchema),
  /** The section a `section-members` file fills (issue 24): an open section the caller manages. */
  group_id: z.optional(idSchema),
});

export const importPathSchema = z.object({ id: idSchema });
export const importTemplatePathSchema = z.object({ kind: importKindSchema });

export const listImportsQuerySchema = z.object({
  kind: importKindSchema,
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});

/** One kept row error: the file's line (the header is 1), the column when one is at fault, and the sentence. */
export const importErrorSchema = z.object({
  code: z.string(),
  row: z.nullable(z.int()),
  column: z.nullable(z.string()),
  message: z.string(),
});

/**
 * The enrollment log of spec 2 §3 (id, type, status, import_result, filename, details, error_codes,
 * aggregation_log), plus what a job record holds beside it: the kind, progress, who started it and when.
 */
export const importLogSchema = z.object({
  id: idSchema,
  type: z.literal('csv'),
  kind: importKindSchema,
  status: z.enum(IMPORT_STATES),
  import_result: z.object({
    success_count: z.int(),
    warning_count: z.int(),
    failed_count: z.int(),
  }),
  /** The uploaded file's (cleaned) name. */
  filename: z.string(),
  /** How the file was read (docs/imports.md): its encoding and separator; null until it has been read. */
  file: z.nullable(
    z.object({
      encoding: z.string(),
      separator: z.enum(['comma', 'semicolon', 'tab']),
    }),
  ),
  /** "N import successfully, M failed" once finished; the file's or the run's problem when it ended in exception. */
  details: z.string(),
  /** The first 1,000 errors (spec 2 §9), by row. */
  error_codes: z.array(importErrorSchema),
  /** Errors beyond those kept (they are all in the error report). */
  errors_omitted: z.int(),
  /** The error report (a CSV of every failed row with its problem): a short-lived link, null while none. */
  aggregation_log: z.nullable(z.object({ url: z.string(), expires_at: z.string(), rows: z.int() })),
  progress: z.object({
    /** Rows read from the file so far (while it is being split). */
    rows_read: z.int(),
    /** Rows imported or refused so far. */
    rows_done: z.int(),
    /** The file's rows once it has been read whole; null before. */
    rows_total: z.nullable(z.int()),
  }),
  node_id: z.nullable(z.string()),
  /** The section a `section-members` import fills; null for the other kinds. */
  group_id: z.nullable(z.string()),
  started_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type ImportLogView = z.infer<typeof importLogSchema>;

export const importLogPageSchema = z.object({
  items: z.array(importLogSchema),
  next_cursor: z.nullable(z.string()),
});
