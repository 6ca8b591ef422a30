import { notFound, sectionWorkflowRoles, type SectionRole } from '@tessera/shared';
import { getSectionWithMember } from '../../db/courses/section-members';
import type { Section } from '../../db/courses/sections';
import type { Actor } from '../../lib/http/types';
import { administers, loadScope } from './scope';

/**
 * The caller's place in a section (ADR 0017): owner, member (with a role) and, when `admins` is asked for,
 * an admin with node authority over its course's node. Anyone else — other organisations included — gets
 * 404. One round trip: the section and the membership (one BatchGetItem) and, for admins, the tree, in parallel.
 */
export interface SectionPlace {
  section: Section;
  isOwner: boolean;
  role: SectionRole | null;
  manages: boolean;
}

const ADMIN_ROLES = new Set(['admin', 'root_admin']);

export async function requireSectionPlace(
  actor: Actor,
  groupId: string,
  options: { admins?: boolean } = {},
): Promise<SectionPlace> {
  const organizationId = actor.organisation.organizationId;
  const asAdmin = options.admins === true && actor.roles.some((role) => ADMIN_ROLES.has(role));
  const [[section, membership], scope] = await Promise.all([
    getSectionWithMember(organizationId, groupId, actor.userId),
    asAdmin ? loadScope(actor) : null,
  ]);
  if (!section || !section.courseId) throw notFound();
  const isOwner = section.owners.some((owner) => owner.userId === actor.userId);
  const manages = scope !== null && administers(scope, section.nodeId);
  if (!isOwner && !membership && !manages) throw notFound();
  return { section, isOwner, role: membership?.role ?? null, manages };
}

/** `/api/users/{id}/…` names the caller: another user's id is 404 (their sections are not the caller's to read). */
export function requireSelf(actor: Actor, userId: string): void {
  if (userId !== actor.userId) throw notFound();
}

export const workflowRolesOf = (place: { isOwner: boolean; role: SectionRole | null }) =>
  sectionWorkflowRoles({ owner: place.isOwner, role: place.role });

/** Today as YYYY-MM-DD (UTC): activities are visible from their visible date on. */
export const today = (now = new Date()): string => now.toISOString().slice(0, 10);
