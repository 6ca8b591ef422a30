import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { sectionPartition } from './section-member';

/**
 * One entry of a section's time log (issue 11, ADR 0017 "Time log"): kept in the section's partition beside its
 * memberships, `LOG#<userId>#<entryId>`, so a member's log is one Query (`begins_with LOG#<userId>#`) and the
 * whole section's is one Query (`begins_with LOG#`). `minutes` is null in a categories-only log; dates are
 * YYYY-MM-DD.
 */
export const timeLogEntryRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    groupId: z.string(),
    userId: z.string(),
    entryId: z.string(),
    courseId: z.string(),
    date: z.string(),
    minutes: z.nullable(z.number()),
    logCategoryId: z.string(),
    note: z.string(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type TimeLogEntry = RecordOf<typeof timeLogEntryRecord>;

export const timeLogEntryEntity = defineEntity<TimeLogEntry>()({
  name: 'timeLogEntry',
  keyFields: ['organizationId', 'groupId', 'userId', 'entryId'],
  key: ({ organizationId, groupId, userId, entryId }) => ({
    pk: sectionPartition(organizationId, groupId),
    sk: `LOG#${userId}#${entryId}`,
  }),
  defaults: { note: '', minutes: null },
  record: timeLogEntryRecord,
});
