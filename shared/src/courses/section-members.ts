import type { Role } from '../identity/roles';
import type { CoursesMessageKey } from '../messages/courses';
import type { WorkflowRole } from '../workflows/workflow-roles';

/**
 * Roles in a section (issue 11: "member, and the assessor roles the workflows use"). Owners (the supervisor or
 * faculty owner) are the section's `owner_ids`; the rest are memberships with one of these roles. Each maps to
 * the workflow role it plays on the section's activities (spec 1 §6).
 */
export const SECTION_ROLES = ['member', 'coordinator', 'mentor', 'peer_assessor'] as const;
export type SectionRole = (typeof SECTION_ROLES)[number];

export const SECTION_ROLE_WORKFLOW_ROLE: Record<SectionRole | 'owner', WorkflowRole> = {
  owner: 'supervisor',
  member: 'submitter',
  coordinator: 'coordinator_assessors',
  mentor: 'mentor_assessors',
  peer_assessor: 'peer_assessor',
};

/** The organisation roles that may hold each section role: assessor roles need their organisation role. */
const ELIGIBLE: Record<SectionRole, readonly Role[]> = {
  member: ['student', 'faculty', 'coordinator', 'supervisor', 'mentor', 'peer_assessor', 'admin', 'root_admin'],
  coordinator: ['coordinator'],
  mentor: ['mentor'],
  peer_assessor: ['peer_assessor', 'student'],
};

export function canHoldSectionRole(role: SectionRole, roles: readonly Role[]): boolean {
  return roles.some((held) => ELIGIBLE[role].includes(held));
}

export const isSectionRole = (value: string): value is SectionRole =>
  (SECTION_ROLES as readonly string[]).includes(value);

/** The label of a role in a section, for member lists. */
export const sectionRoleLabel = (role: SectionRole): CoursesMessageKey => `courses.role.${role}`;

/**
 * The workflow roles a user plays on a section's activities (spec 1 §6): an owner is the supervisor (the
 * faculty owner), a membership plays its role's; both when an owner is also a member.
 */
export function sectionWorkflowRoles(place: { owner: boolean; role: SectionRole | null }): WorkflowRole[] {
  const roles: WorkflowRole[] = [];
  if (place.owner) roles.push(SECTION_ROLE_WORKFLOW_ROLE.owner);
  if (place.role) roles.push(SECTION_ROLE_WORKFLOW_ROLE[place.role]);
  return roles;
}
