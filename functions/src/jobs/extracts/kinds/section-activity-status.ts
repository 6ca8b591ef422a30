import { ACTIVITY_STATUSES } from '@tessera/shared';
import { activityCounts, activityIdOf, readSectionRoster } from '../../../ports/courses';
import type { ExtractRow, ExtractScope } from '../scope';

/**
 * The section-activity-status extract (also `activity-status`; docs/extracts.md): one row per section ×
 * activity, with how many of its students are at each status. The counts are the activity's own (moved with
 * every progress change, ADR 0028 §3), so a section costs its `ACTIVITY#` Query, never its progress rows.
 */
export async function* sectionActivityStatusRows({ job, sections }: ExtractScope): AsyncGenerator<ExtractRow> {
  for await (const { section, course, node, term } of sections()) {
    const { members, activities } = await readSectionRoster(job.organizationId, section.groupId);
    const students = members.filter((member) => member.role === 'member').length;
    for (const activity of activities) {
      const counts = activityCounts(activity);
      yield [
        node.nodeId,
        node.text,
        course.courseId,
        course.name,
        section.groupId,
        section.groupCode,
        section.name || section.title,
        term?.termId ?? section.termId ?? '',
        term?.name ?? '',
        activityIdOf(section.groupId, activity.planId),
        activity.title,
        activity.templateId,
        activity.visibleDate,
        activity.openDate,
        activity.dueDate,
        students,
        ...ACTIVITY_STATUSES.map((status) => counts[status]),
      ];
    }
  }
}
