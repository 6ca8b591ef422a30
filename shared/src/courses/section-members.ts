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

/**
 * The role names a member file may use (issue 24, docs/imports.md): Tessera's section roles, its own
 * organisation role words, and Canvas's SIS enrollment roles (student, teacher, ta, observer, designer), each
 * mapped to what it becomes in a section: a membership role, or `owner` (the section's owners, who supervise
 * it). Canvas's teacher and Tessera's faculty teach the section, so they own it; a TA grades beside the
 * teacher, as an assisted assessor (coordinator) does; an observer follows a student's work from outside the
 * class, as a mentor does; a designer builds the course without being taught in it, staff that owns it.
 */
export const SECTION_ROLE_NAMES: Readonly<Record<string, SectionRole | 'owner'>> = {
  member: 'member',
  student: 'member',
  submitter: 'member',
  coordinator: 'coordinator',
  assisted_assessor: 'coordinator',
  ta: 'coordinator',
  teaching_assistant: 'coordinator',
  mentor: 'mentor',
  observer: 'mentor',
  peer_assessor: 'peer_assessor',
  owner: 'owner',
  teacher: 'owner',
  faculty: 'owner',
  instructor: 'owner',
  supervisor: 'owner',
  designer: 'owner',
};

/** The section role a member file's role cell names (any case; spaces and hyphens as underscores), if any. */
export function sectionRoleOfName(name: string): SectionRole | 'owner' | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return Object.prototype.hasOwnProperty.call(SECTION_ROLE_NAMES, key) ? SECTION_ROLE_NAMES[key] : undefined;
}

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
