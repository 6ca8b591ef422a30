import { defineEntity } from '../../entity';
import { sectionPartition } from './section-member';

/**
 * One entry of a section's time log (issue 11, ADR 0017 "Time log"): kept in the section's partition beside its
 * memberships, `LOG#<userId>#<entryId>`, so a member's log is one Query (`begins_with LOG#<userId>#`) and the
 * whole section's is one Query (`begins_with LOG#`). `minutes` is null in a categories-only log; dates are
 * YYYY-MM-DD.
 */
export interface TimeLogEntry {
  organizationId: string;
  groupId: string;
  userId: string;
  entryId: string;
  courseId: string;
  date: string;
  minutes: number | null;
  logCategoryId: string;
  note: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const timeLogEntryEntity = defineEntity<TimeLogEntry>()({
  name: 'timeLogEntry',
  keyFields: ['organizationId', 'groupId', 'userId', 'entryId'],
  key: ({ organizationId, groupId, userId, entryId }) => ({
    pk: sectionPartition(organizationId, groupId),
    sk: `LOG#${userId}#${entryId}`,
  }),
  defaults: { note: '', minutes: null },
});
