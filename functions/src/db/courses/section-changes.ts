import { where } from '../expressions';
import { create, put, remove, update, type WritePart } from '../transaction';
import { courseEntity } from './entities/course';
import { sectionEntity, type Section } from './entities/section';
import { sectionOwnerEntity } from './entities/section-owner';

/**
 * A section's own parts of every change (docs/data-model.md "Courses: writes"), named, for the use case to run
 * in one transactWrite with its code's guard (codes are unique in the organisation, shared with the groups the
 * hierarchy's import writes: http/courses/section-writes.ts joins it from ports/hierarchy.ts): the section
 * item (`section`, conditioned on the version read and on `membersCount` read, since members move it without a
 * version), its owners' rows (`owner:<userId>`) and its course's `sectionCount` (`course`: the course must
 * exist; a course deleted meanwhile fails the create).
 */

const keyOf = (section: Section) => ({ organizationId: section.organizationId, groupId: section.groupId });

export function sectionChangeParts(
  current: Section | null,
  next: Section | null,
  options: { condition?: ReturnType<typeof where.eq> } = {},
): Record<string, WritePart | undefined> {
  const base = (next ?? current) as Section;
  const organizationId = base.organizationId;
  const parts: Record<string, WritePart | undefined> = {};
  const read = where.and(
    (context) => `attribute_exists(${context.name('pk')})`,
    where.eq('version', current?.version ?? 0),
    where.eq('membersCount', current?.membersCount ?? 0),
    ...(options.condition ? [options.condition] : []),
  );
  if (!current) parts.section = create(sectionEntity, next as Section);
  else if (!next) parts.section = remove(sectionEntity, keyOf(current), read);
  else parts.section = put(sectionEntity, next, read);

  // Ownership rows (a user's "my sections" side) follow the owners: added and removed in this transaction.
  const ownersBefore = new Set(current?.owners.map((owner) => owner.userId) ?? []);
  const ownersAfter = new Set(next?.owners.map((owner) => owner.userId) ?? []);
  for (const userId of ownersAfter)
    if (!ownersBefore.has(userId) && base.courseId)
      parts[`owner:${userId}`] = put(sectionOwnerEntity, {
        organizationId,
        groupId: base.groupId,
        userId,
        courseId: base.courseId,
      });
  for (const userId of ownersBefore)
    if (!ownersAfter.has(userId))
      parts[`owner:${userId}`] = remove(sectionOwnerEntity, { organizationId, groupId: base.groupId, userId });

  const courseId = base.courseId;
  if (courseId && (!current || !next)) {
    parts.course = update(
      courseEntity,
      { organizationId, courseId },
      { add: { sectionCount: current ? -1 : 1 } },
      current ? where.ge('sectionCount', 1) : undefined,
    );
  }
  return parts;
}
