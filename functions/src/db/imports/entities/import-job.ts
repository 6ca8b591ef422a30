import * as z from 'zod/mini';
import { IMPORT_KINDS, IMPORT_STATES, LOCALES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/** A problem of the whole file or run, kept as its code and params (translated where it is read). */
export const importProblemRecord = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportProblem = z.infer<typeof importProblemRecord>;

/**
 * One import run (docs/adr/0029-import-jobs.md), `ORG#<orgId>#IMPORT#<importId>` / `IMPORT`, its chunks beside
 * it in the same partition. The id is the upload's (a ULID), so the same upload cannot start two runs and logs
 * list newest first on byListing `ORG#<orgId>#IMPORTS#<kind>` / `IMPORT#<importId>`. Counters move by ADD in
 * each chunk's transaction; `rowsRead` while the split reads the file.
 */
export const importJobRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    importId: z.string(),
    kind: z.enum(IMPORT_KINDS),
    state: z.enum(IMPORT_STATES),
    /** The uploaded object (tagged pending: the bucket removes it after a day). */
    key: z.string(),
    fileName: z.string(),
    nodeId: z.nullable(z.string()),
    /** The section a section-members run fills (its node is then the section's course's). */
    groupId: z.nullable(z.string()),
    startedBy: z.string(),
    /** The starter's language: the error report is written in it. */
    locale: z.enum(LOCALES),
    rowsRead: z.number(),
    /** How the file was read (functions/src/lib/csv): its encoding and separator, once the split opened it. */
    fileEncoding: z.nullable(z.string()),
    fileSeparator: z.nullable(z.enum(['comma', 'semicolon', 'tab'])),
    rowsTotal: z.nullable(z.number()),
    chunkCount: z.nullable(z.number()),
    chunksDone: z.number(),
    rowsDone: z.number(),
    successCount: z.number(),
    warningCount: z.number(),
    failedCount: z.number(),
    /** Every row error recorded (the log shows the first 1,000; the report holds them all). */
    errorCount: z.number(),
    /** Why the file was refused whole, or why the run ended in exception. */
    problem: z.nullable(importProblemRecord),
    /** The error report's object, once written; `reportRows` its data rows. */
    reportKey: z.nullable(z.string()),
    reportRows: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.nullable(z.string()),
  }),
);
export type ImportJob = RecordOf<typeof importJobRecord>;

export const importPartition = (organizationId: string, importId: string): string =>
  `ORG#${organizationId}#IMPORT#${importId}`;
export const importListing = (organizationId: string, kind: string): string => `ORG#${organizationId}#IMPORTS#${kind}`;

export const importJobEntity = defineEntity<ImportJob>()({
  name: 'importJob',
  keyFields: ['organizationId', 'importId'],
  key: ({ organizationId, importId }) => ({ pk: importPartition(organizationId, importId), sk: 'IMPORT' }),
  indexes: (job) => ({ gsi2pk: importListing(job.organizationId, job.kind), gsi2sk: `IMPORT#${job.importId}` }),
  defaults: {
    nodeId: null,
    groupId: null,
    fileEncoding: null,
    fileSeparator: null,
    rowsTotal: null,
    chunkCount: null,
    problem: null,
    reportKey: null,
    reportRows: 0,
    finishedAt: null,
  },
  record: importJobRecord,
});
