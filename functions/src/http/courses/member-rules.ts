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
