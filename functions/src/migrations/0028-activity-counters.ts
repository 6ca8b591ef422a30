import { ACTIVITY_STATUSES, countActivityStatuses } from '@tessera/shared';
import { readSectionContents } from '../db/courses/activities';
import { COUNT_FIELD, sectionActivityEntity } from '../db/courses/entities/section-activity';
import { sectionMemberEntity } from '../db/courses/entities/section-member';
import { updateItem } from '../db/items';
import { eachCourseSection } from './each-course-section';
import type { Migration, MigrationContext } from './types';

/**
 * ADR 0028 §3: each section activity's progress counts (`notStartedCount`, `inProgressCount`, `submittedCount`,
 * `assessedCount`) for the data written before the writers moved them, and each membership's roster key (byListing
 * `ORG#<orgId>#GROUP#<groupId>#ROSTER`, by role, last and first name), which the paged progress list reads. For
 * every section of a course, its partition is read once; each activity's counts are set to the number of its
 * progress rows in each status, and each membership gets the index keys its entity computes.
 *
 * Sections are found by a Scan for `courseSection` items (each-course-section.ts), a page at a time with its last key as the checkpoint
 * (scope `*`), so a run stopped halfway continues after the last page it finished. Idempotent: the counts are
 * set (not added) to what the rows say and the keys to what the membership says, so a section done twice holds
 * the same items; `done` is saved at the
 * end and a later run changes nothing. Run it with the writers deployed: a status change between a section's
 * read and its counts' write is then counted by that change (± 1 on the counts the step set a moment later can
 * be lost only in that window; running the step again recounts).
 */
/** Memberships written at once within a section. */
const WIDTH = 25;

/** One section's activities counted from its progress rows; answers how many activities were written. */
export async function countSectionActivities(organizationId: string, groupId: string): Promise<number> {
  const { activities, progress, members } = await readSectionContents(organizationId, groupId);
  let written = 0;
  // A membership left since the read stays deleted (the update needs the item).
  for (let start = 0; start < members.length; start += WIDTH)
    await Promise.all(
      members.slice(start, start + WIDTH).map((member) => {
        const { gsi2pk, gsi2sk } = sectionMemberEntity.indexes?.(member) ?? {};
        return updateItem(sectionMemberEntity, member, { set: { gsi2pk, gsi2sk } });
      }),
    );
  await Promise.all(
    activities.map(async (activity) => {
      const counts = countActivityStatuses(
        progress.filter((row) => row.planId === activity.planId).map((row) => row.status),
      );
      const set = Object.fromEntries(ACTIVITY_STATUSES.map((status) => [COUNT_FIELD[status], counts[status]]));
      // An activity deleted meanwhile stays deleted (the update needs the item).
      if (await updateItem(sectionActivityEntity, { organizationId, groupId, planId: activity.planId }, { set }))
        written += 1;
    }),
  );
  return written;
}

/** The step, with the Scan's page size (items evaluated per page; tests make it small to stop halfway). */
export function activityCountersStep(options: { pageSize?: number } = {}): Migration {
  return {
    id: '0028-activity-counters',
    summary:
      'Each section activity’s progress counts per status, from its progress rows, and each membership’s roster key (ADR 0028 §3)',
    async run(context: MigrationContext) {
      let activities = 0;
      const sections = await eachCourseSection(context, options, async (organizationId, groupId) => {
        activities += await countSectionActivities(organizationId, groupId);
      });
      context.log(`${sections} sections, ${activities} activities counted`);
    },
  };
}

export const activityCountersMigration: Migration = activityCountersStep();
