import { conflict, notFound, type DomainError } from '@tessera/shared';
import { getCourse, type Course } from '../../db/courses/courses';
import type { Actor } from '../../lib/http/types';
import { administers, loadNodeScope, type NodeScope } from '../../ports/hierarchy';

/**
 * Who may see and change which course (spec 2 §2, §5, §6): node authority from the hierarchy's port, as for
 * rubrics and templates (ADR 0015, 0016): an admin with node authority over the course's node manages it;
 * courses on nodes the caller does not administer, and other organisations' ones, are 404 (their existence
 * never leaks).
 */
export { administers, loadNodeScope as loadScope, requireAdministeredNode } from '../../ports/hierarchy';
export type CourseScope = NodeScope;

/** The course and the caller's scope, read in parallel (2 round trips after actor resolution), or 404. */
export async function requireCourse(actor: Actor, courseId: string): Promise<{ scope: CourseScope; course: Course }> {
  const [scope, course] = await Promise.all([
    loadNodeScope(actor),
    getCourse(actor.organisation.organizationId, courseId),
  ]);
  if (!course || !administers(scope, course.nodeId)) throw notFound();
  return { scope, course };
}

export type CourseChange = 'save' | 'delete';

/** Why the caller may not make `change` to the course as it is, or null; a version older than the course's is stale. */
export function refusalOf(course: Course, change: CourseChange, version: number): DomainError | null {
  if (change === 'delete' && (course.sectionCount > 0 || course.activityPlanCount > 0 || templateCount(course) > 0))
    return conflict('courses.delete.not_empty');
  if (course.version !== version) return conflict('courses.stale');
  return null;
}

export const templateCount = (course: Course): number =>
  new Set([...course.ownerTemplateIds, ...course.homepageTemplateIds]).size;

export function requireChange(course: Course, change: CourseChange, version: number): void {
  const refusal = refusalOf(course, change, version);
  if (refusal) throw refusal;
}

/** Why a write whose condition failed did not happen: read again (consistently) and judged; else stale. */
export async function explainRefusedWrite(course: Course, change: CourseChange, version: number): Promise<never> {
  const now = await getCourse(course.organizationId, course.courseId, { consistent: true });
  if (!now) throw notFound();
  throw refusalOf(now, change, version) ?? conflict('courses.stale');
}
