import { groupCodeChanged, groupCodeClaim, groupCodeRelease } from '../../ports/hierarchy';
import { where } from '../expressions';
import { create, put, remove, transactWrite, update, type WritePart } from '../transaction';
import { courseEntity } from './entities/course';
import { sectionEntity, type Section } from './entities/section';
import { sectionOwnerEntity } from './entities/section-owner';

/**
 * Every change to a section is one transaction (docs/data-model.md "Courses: writes"): the section item,
 * conditioned on the version read (and on `membersCount` read, since members move it without a version), its
 * code's guard (codes are unique in the organisation, shared with the groups the hierarchy's import writes),
 * and its course's `sectionCount` (the course must exist; a course deleted meanwhile fails the create).
 */
export type SectionWriteOutcome = { outcome: 'saved' } | { outcome: 'conflict' | 'code_taken' | 'course_gone' };

const keyOf = (section: Section) => ({ organizationId: section.organizationId, groupId: section.groupId });

export async function writeSection(
  current: Section | null,
  next: Section | null,
  options: { condition?: ReturnType<typeof where.eq> } = {},
): Promise<SectionWriteOutcome> {
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

  if (!current && next) parts.code = groupCodeClaim(organizationId, next.groupCode, next.groupId);
  else if (current && !next) parts.oldCode = groupCodeRelease(organizationId, current.groupCode, current.groupId);
  else if (current && next && groupCodeChanged(current.groupCode, next.groupCode)) {
    parts.code = groupCodeClaim(organizationId, next.groupCode, next.groupId);
    parts.oldCode = groupCodeRelease(organizationId, current.groupCode, current.groupId);
  }

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

  const outcome = await transactWrite(parts);
  if (outcome.ok) return { outcome: 'saved' };
  if (outcome.failed.has('section')) return { outcome: 'conflict' };
  if (outcome.failed.has('code')) return { outcome: 'code_taken' };
  if (outcome.failed.has('course')) return { outcome: 'course_gone' };
  return { outcome: 'conflict' };
}
