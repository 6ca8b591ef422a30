import { keepsTimeLog } from '@tessera/shared';
import { pagesOfSectionTimeLog, readSectionRoster } from '../../../ports/courses';
import { readLogCategories } from '../../../ports/hierarchy';
import type { ExtractRow, ExtractScope } from '../scope';

/**
 * The time-log extract (docs/extracts.md "time-log"): one row per entry of each section's time log, as the
 * section's time-log screen shows them to its owners and admins: the sections keeping a log (its display
 * "Time-log & Categories" or categories only; "None" shows no log), the entries of the section's current
 * students, each with its category's name. Per section its members (ports/courses.ts `readSectionRoster`)
 * and its entries a Query page at a time (`LOG#`, 500 a page); the category names are read once per extract
 * (a BatchGetItem of the categories a course adds).
 */
export async function* timeLogRows({ job, sections }: ExtractScope): AsyncGenerator<ExtractRow> {
  const categoryNames = new Map<string, string>();
  const categoriesRead = new Set<string>();
  for await (const { section, course, node, term } of sections()) {
    if (!keepsTimeLog(section.displayLogType)) continue;
    const missing = course.logCategoryIds.filter((id) => !categoriesRead.has(id));
    const [{ members }, categories] = await Promise.all([
      readSectionRoster(job.organizationId, section.groupId),
      readLogCategories(job.organizationId, missing),
    ]);
    for (const id of missing) categoriesRead.add(id);
    for (const category of categories) categoryNames.set(category.id, category.name);
    const students = new Map(
      members.filter((member) => member.role === 'member').map((member) => [member.userId, member]),
    );
    if (students.size === 0) continue;
    for await (const page of pagesOfSectionTimeLog(job.organizationId, section.groupId))
      for (const entry of page) {
        const student = students.get(entry.userId);
        if (!student) continue;
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
          section.displayLogType,
          student.userId,
          student.firstName,
          student.lastName,
          student.email,
          entry.entryId,
          entry.date,
          entry.minutes,
          entry.logCategoryId,
          categoryNames.get(entry.logCategoryId) ?? '',
          entry.note,
          entry.createdAt,
          entry.updatedAt,
        ];
      }
  }
}
