import { sectionChangeParts } from '../../db/courses/section-changes';
import type { Section } from '../../db/courses/sections';
import { transactWrite } from '../../db/transaction';
import { groupCodeChanged, groupCodeClaim, groupCodeRelease } from '../../ports/hierarchy';

/**
 * Every change to a section is one transaction (docs/data-model.md "Courses: writes"): the section's own parts
 * (its item, its owners' rows, its course's `sectionCount`: db/courses/section-changes.ts) and its code's guard,
 * gathered here (ports/hierarchy.ts: codes are unique in the organisation, shared with the groups the
 * hierarchy's import writes).
 */
export type SectionWriteOutcome = { outcome: 'saved' } | { outcome: 'conflict' | 'code_taken' | 'course_gone' };

export async function writeSection(
  current: Section | null,
  next: Section | null,
  options: Parameters<typeof sectionChangeParts>[2] = {},
): Promise<SectionWriteOutcome> {
  const organizationId = ((next ?? current) as Section).organizationId;
  const parts = sectionChangeParts(current, next, options);
  if (!current && next) parts.code = groupCodeClaim(organizationId, next.groupCode, next.groupId);
  else if (current && !next) parts.oldCode = groupCodeRelease(organizationId, current.groupCode, current.groupId);
  else if (current && next && groupCodeChanged(current.groupCode, next.groupCode)) {
    parts.code = groupCodeClaim(organizationId, next.groupCode, next.groupId);
    parts.oldCode = groupCodeRelease(organizationId, current.groupCode, current.groupId);
  }

  const outcome = await transactWrite(parts);
  if (outcome.ok) return { outcome: 'saved' };
  if (outcome.failed.has('section')) return { outcome: 'conflict' };
  if (outcome.failed.has('code')) return { outcome: 'code_taken' };
  if (outcome.failed.has('course')) return { outcome: 'course_gone' };
  return { outcome: 'conflict' };
}
