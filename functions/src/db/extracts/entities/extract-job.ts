import * as z from 'zod/mini';
import { EXTRACT_STATES, EXTRACT_TYPES, LOCALES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * One extract (issue 25, docs/adr/0032-extracts.md): its log, `ORG#<orgId>#EXTRACT#<extractId>` / `EXTRACT`,
 * listed newest first on byListing `ORG#<orgId>#EXTRACTS#<type>` / `EXTRACT#<extractId>` (ids are ULIDs). It
 * holds the kind, the filters as checked at its creation (the nodes the caller administered then, never an
 * unchecked id), who made it in which language, its progress and, once finished, its file's key and rows.
 */
export const extractJobRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    extractId: z.string(),
    extractType: z.enum(EXTRACT_TYPES),
    state: z.enum(EXTRACT_STATES),
    /** The nodes the extract covers (each with what is under it), each administered by its maker when made. */
    nodeIds: z.array(z.string()),
    /** The terms whose sections it covers; empty: every section. */
    termIds: z.array(z.string()),
    gzip: z.boolean(),
    startedBy: z.string(),
    locale: z.enum(LOCALES),
    /** Rows written so far (progress), then the file's rows. */
    rowsWritten: z.number(),
    /** The file in the extracts bucket: `extracts/<orgId>/<extractId>/<file name>`. */
    key: z.string(),
    fileName: z.string(),
    /** The schedule whose run it is (its file is under `schedules/`, kept SCHEDULED_EXTRACT_RETENTION_DAYS); null: made by hand. */
    scheduleId: z.nullable(z.string()),
    /** Why it ended in exception (a message key), null otherwise. */
    problem: z.nullable(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.nullable(z.string()),
  }),
);
export type ExtractJob = RecordOf<typeof extractJobRecord>;

export const extractPartition = (organizationId: string, extractId: string): string =>
  `ORG#${organizationId}#EXTRACT#${extractId}`;
export const extractListing = (organizationId: string, type: string): string =>
  `ORG#${organizationId}#EXTRACTS#${type}`;

export const extractJobEntity = defineEntity<ExtractJob>()({
  name: 'extractJob',
  keyFields: ['organizationId', 'extractId'],
  key: ({ organizationId, extractId }) => ({ pk: extractPartition(organizationId, extractId), sk: 'EXTRACT' }),
  indexes: (job) => ({
    gsi2pk: extractListing(job.organizationId, job.extractType),
    gsi2sk: `EXTRACT#${job.extractId}`,
  }),
  defaults: { termIds: [], gzip: false, problem: null, finishedAt: null, scheduleId: null },
  record: extractJobRecord,
});
