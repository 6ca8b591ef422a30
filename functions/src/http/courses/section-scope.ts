import { conflict, notFound, type DomainError } from '@tessera/shared';
import { getSection, type Section } from '../../db/courses/sections';
import type { Actor } from '../../lib/http/types';
import { administers, loadScope, type CourseScope } from './scope';

/**
 * Who sees which section (ADR 0017): admins with node authority over its course's node manage it; its owners
 * see it; anyone else (other organisations included) gets 404.
 */
export const ownsSection = (actor: Actor, section: Section): boolean =>
  section.owners.some((owner) => owner.userId === actor.userId);

export async function readSection(
  actor: Actor,
  groupId: string,
): Promise<{ scope: CourseScope; section: Section; manages: boolean }> {
  const [scope, section] = await Promise.all([
    loadScope(actor),
    getSection(actor.organisation.organizationId, groupId),
  ]);
  if (!section || !section.courseId) throw notFound();
  const manages = administers(scope, section.nodeId);
  if (!manages && !ownsSection(actor, section)) throw notFound();
  return { scope, section, manages };
}

/** A section the caller manages (admin with node authority); 404 otherwise. */
export async function requireManagedSection(
  actor: Actor,
  groupId: string,
): Promise<{ scope: CourseScope; section: Section }> {
  const read = await readSection(actor, groupId);
  if (!read.manages) throw notFound();
  return read;
}

export type SectionChange = 'save' | 'status' | 'delete';

export function sectionRefusal(section: Section, change: SectionChange, version: number): DomainError | null {
  if (change === 'delete' && section.status === 'closed') return conflict('courses.section.closed');
  if (change === 'delete' && section.membersCount > 0) return conflict('courses.section.has_members');
  if (section.version !== version) return conflict('courses.section.stale');
  return null;
}

export function requireSectionChange(section: Section, change: SectionChange, version: number): void {
  const refusal = sectionRefusal(section, change, version);
  if (refusal) throw refusal;
}

export async function explainRefusedSectionWrite(
  section: Section,
  change: SectionChange,
  version: number,
): Promise<never> {
  const now = await getSection(section.organizationId, section.groupId, { consistent: true });
  if (!now) throw notFound();
  throw sectionRefusal(now, change, version) ?? conflict('courses.section.stale');
}
