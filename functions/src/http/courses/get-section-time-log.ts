import { keepsTimeLog, notFound, readsEveryLog, recordsOwnLog, type getSectionTimeLog } from '@tessera/shared';
import { getCourse } from '../../db/courses/courses';
import { listMembersOfSection } from '../../db/courses/section-members';
import { listMemberTimeLog, listSectionTimeLog, type TimeLogEntry } from '../../db/courses/time-log';
import { text } from '../../lib/text';
import { actorPerson, type UseCase } from '../../lib/http/types';
import { readLogCategories } from '../../ports/hierarchy';
import { requireSectionPlace } from './place';
import { presentMemberLog } from './time-log-rules';

/**
 * GET /api/groups/{id}/time-log (issue 11): the section's owners, its mentors and admins of its course's node
 * read every member's entries with totals; a member reads their own; coordinators and peer assessors, and
 * anyone outside the section, get 404, as does a section whose log display is "None". Round trips after actor
 * resolution: the section and membership (1), the course with the members and the log (1), the category
 * names (1) — 3.
 */
export const getSectionTimeLogUseCase: UseCase<typeof getSectionTimeLog> = async ({ path }, { actor }) => {
  const place = await requireSectionPlace(actor, path.id, { admins: true });
  const { section } = place;
  const everyone = readsEveryLog(place) || place.manages;
  if (!keepsTimeLog(section.displayLogType) || (!everyone && !recordsOwnLog(place))) throw notFound();
  const organizationId = section.organizationId;
  const [course, members, entries] = await Promise.all([
    getCourse(organizationId, section.courseId as string),
    everyone ? listMembersOfSection(organizationId, section.groupId) : null,
    everyone
      ? listSectionTimeLog(organizationId, section.groupId)
      : listMemberTimeLog(organizationId, section.groupId, actor.userId),
  ]);
  if (!course) throw notFound();
  const categories = await readLogCategories(organizationId, course.logCategoryIds);
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const byUser = new Map<string, TimeLogEntry[]>();
  for (const entry of entries) byUser.set(entry.userId, [...(byUser.get(entry.userId) ?? []), entry]);
  const canRecord = recordsOwnLog(place) && section.status === 'open';
  const loggers = everyone
    ? (members ?? [])
        .filter((member) => member.role === 'member')
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
    : [actorPerson(actor)];
  return {
    group_id: section.groupId,
    title: section.title,
    status: section.status,
    display_log_type: section.displayLogType,
    display_log_label: text(
      section.displayLogType === 'TimeLog' ? 'courses.log_display.time_log' : 'courses.log_display.category_only',
    ),
    categories: course.logCategoryIds
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id) as string })),
    can_record: canRecord,
    reads_every_log: everyone,
    members: loggers.map((member) =>
      presentMemberLog(member, byUser.get(member.userId) ?? [], names, canRecord && member.userId === actor.userId),
    ),
  };
};
