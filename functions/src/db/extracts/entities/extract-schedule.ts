import * as z from 'zod/mini';
import { EXTRACT_SCHEDULE_FREQUENCIES, EXTRACT_TYPES, LOCALES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * One extract schedule (issue 25, docs/adr/0032-extracts.md "Schedules"): `ORG#<orgId>#EXTRACT_SCHEDULE#<id>` /
 * `SCHEDULE`, listed on byListing `ORG#<orgId>#EXTRACT_SCHEDULES` / `SCHEDULE#<id>` (ids are ULIDs: newest
 * last). While enabled it is on byRelation `EXTRACT_SCHEDULES_DUE` / `<nextRunAt>#<orgId>#<id>`, the one
 * partition the scheduler's tick reads (due ones only: a sort-key range up to now); a paused one leaves that
 * index (sparse). It holds the filters as checked when saved (as an extract log does), the hash of its machine
 * token (never the token), its latest run and its latest finished run's file (the stable route's answer).
 */
export const extractScheduleRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    scheduleId: z.string(),
    extractType: z.enum(EXTRACT_TYPES),
    nodeIds: z.array(z.string()),
    termIds: z.array(z.string()),
    gzip: z.boolean(),
    frequency: z.enum(EXTRACT_SCHEDULE_FREQUENCIES),
    hour: z.number(),
    weekday: z.nullable(z.number()),
    enabled: z.boolean(),
    /** The next run (ISO, UTC); null while paused. */
    nextRunAt: z.nullable(z.string()),
    /** SHA-256 (hex) of the machine token; null until one is made. */
    tokenHash: z.nullable(z.string()),
    createdBy: z.string(),
    /** The language its runs' logs were made in (its maker's when saved). */
    locale: z.enum(LOCALES),
    lastExtractId: z.nullable(z.string()),
    runs: z.number(),
    /** The latest finished run: its log and file (the key is read from the log when a link is made). */
    latestFileExtractId: z.nullable(z.string()),
    latestFileName: z.nullable(z.string()),
    latestFileAt: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type ExtractSchedule = RecordOf<typeof extractScheduleRecord>;

/** The scheduler's partition of enabled schedules by next run (byRelation). */
export const EXTRACT_SCHEDULES_DUE = 'EXTRACT_SCHEDULES_DUE';

export const extractScheduleEntity = defineEntity<ExtractSchedule>()({
  name: 'extractSchedule',
  keyFields: ['organizationId', 'scheduleId'],
  key: ({ organizationId, scheduleId }) => ({
    pk: `ORG#${organizationId}#EXTRACT_SCHEDULE#${scheduleId}`,
    sk: 'SCHEDULE',
  }),
  indexes: (schedule) => ({
    gsi2pk: `ORG#${schedule.organizationId}#EXTRACT_SCHEDULES`,
    gsi2sk: `SCHEDULE#${schedule.scheduleId}`,
    ...(schedule.enabled && schedule.nextRunAt
      ? {
          gsi1pk: EXTRACT_SCHEDULES_DUE,
          gsi1sk: `${schedule.nextRunAt}#${schedule.organizationId}#${schedule.scheduleId}`,
        }
      : {}),
  }),
  defaults: {
    weekday: null,
    nextRunAt: null,
    tokenHash: null,
    lastExtractId: null,
    runs: 0,
    latestFileExtractId: null,
    latestFileName: null,
    latestFileAt: null,
  },
  record: extractScheduleRecord,
});
