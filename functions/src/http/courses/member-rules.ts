import {
  canHoldSectionRole,
  conflict,
  invalidField,
  notFound,
  sectionRoleLabel,
  type SectionRole,
} from '@tessera/shared';
import type { SectionMember } from '../../db/courses/section-members';
import type { Section } from '../../db/courses/sections';
import { text } from '../../lib/text';
import type { Member } from '../../ports/identity';
import { writeSection } from './section-writes';

/** A membership record for `member` in `section` with `role`. */
export const membershipOf = (section: Section, member: Member, role: SectionRole, now: string): SectionMember => ({
  organizationId: section.organizationId,
  groupId: section.groupId,
  userId: member.userId,
  courseId: section.courseId as string,
  role,
  email: member.email,
  firstName: member.firstName,
  lastName: member.lastName,
  addedAt: now,
});

export function requireOpen(section: Section): void {
  if (section.status !== 'open') throw conflict('courses.member.section_closed');
}

/** The user may hold the role (assessor roles need their organisation role); else a field error. */
export function requireEligible(member: Member | null, role: SectionRole): Member {
  if (!member) throw notFound();
  if (!canHoldSectionRole(role, member.roles))
    throw invalidField('role', 'courses.member.role_not_allowed', { role: role.replace('_', ' ') });
  return member;
}

export const presentMember = (member: SectionMember) => ({
  id: member.userId,
  first_name: member.firstName,
  last_name: member.lastName,
  email: member.email,
  role: member.role,
  role_label: text(sectionRoleLabel(member.role)),
});

/**
 * The rows naming owners (Canvas's teacher, Tessera's faculty…) join the section's owners in one section write
 * at the version read (its owners' rows with it: db/courses/section-changes.ts), before any membership moves
 * the section's member count. A section changed meanwhile fails those rows with the stale-save sentence.
 * Users already among its owners are `exist`. (The member upload and the memberships imports.)
 */
export async function addSectionOwners<T extends { member: Member }>(section: Section, rows: T[]) {
  const already = new Set(section.owners.map((owner) => owner.userId));
  const exist = rows.filter((check) => already.has(check.member.userId));
  const added = rows.filter((check) => !already.has(check.member.userId));
  if (added.length === 0) return { section, added, exist, failed: [] as T[] };
  const next: Section = {
    ...section,
    owners: [
      ...section.owners,
      ...added.map(({ member }) => ({ userId: member.userId, firstName: member.firstName, lastName: member.lastName })),
    ],
    version: section.version + 1,
    updatedAt: new Date().toISOString(),
  };
  const result = await writeSection(section, next);
  return result.outcome === 'saved'
    ? { section: next, added, exist, failed: [] as T[] }
    : { section, added: [] as T[], exist, failed: added };
}
