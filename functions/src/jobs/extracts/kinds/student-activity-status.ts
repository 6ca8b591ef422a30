import { activityIdOf, pagesOfSectionProgress, readSectionRoster } from '../../../ports/courses';
import type { ExtractRow, ExtractScope } from '../scope';

/**
 * The student-activity-status extract (docs/extracts.md "student-activity-status"): one row per current student
 * × activity of each section, with the student's status on it (the progress screen's cell) and the work it
 * points at. Per section its members and activities (ports/courses.ts `readSectionRoster`, two Queries), then
 * its progress rows a Query page at a time (`PROGRESS#`, 500 a page): the consumer holds one section's roster
 * and one page. A row of someone no longer a student of the section, or of an activity removed, is not
 * written (the progress screen shows neither).
 */
export async function* studentActivityStatusRows({ job, sections }: ExtractScope): AsyncGenerator<ExtractRow> {
  for await (const { section, course, node, term } of sections()) {
    const { members, activities } = await readSectionRoster(job.organizationId, section.groupId);
    const students = new Map(
      members.filter((member) => member.role === 'member').map((member) => [member.userId, member]),
    );
    if (students.size === 0 || activities.length === 0) continue;
    const activityByPlan = new Map(activities.map((activity) => [activity.planId, activity]));
    for await (const page of pagesOfSectionProgress(job.organizationId, section.groupId))
      for (const progress of page) {
        const student = students.get(progress.userId);
        const activity = activityByPlan.get(progress.planId);
        if (!student || !activity) continue;
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
          activity.dueDate,
          student.userId,
          student.firstName,
          student.lastName,
          student.email,
          progress.status,
          progress.portfolioId ?? '',
          progress.submittedAt ?? '',
          progress.updatedAt,
        ];
      }
  }
}
