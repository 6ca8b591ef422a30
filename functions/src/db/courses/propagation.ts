import { listCoursePlans } from './activities';
import { syncSectionCopies } from './activity-copies';
import { markPlanPropagated } from './plan-changes';
import { listSectionsOfCourse } from './sections';

/**
 * Plan propagation (ADR 0017): a course's plans copied into its sections, a batch of sections at a time in
 * the order of their ids. A request does the first `SECTIONS_PER_REQUEST`; the propagation job
 * (functions/src/jobs/propagation) does the rest with the same function, a batch per message. When the last
 * batch is written, plans still pending at the dates version that was propagated are marked done.
 */
export const SECTIONS_PER_REQUEST = 100;

/** Sections synced at once inside a batch (each is a Query and its writes). */
const PARALLEL_SECTIONS = 5;

export async function propagateCourse(
  organizationId: string,
  courseId: string,
  options: { after?: string | null; limit?: number } = {},
): Promise<{ next: string | null; synced: number }> {
  const limit = options.limit ?? SECTIONS_PER_REQUEST;
  const [sections, plans] = await Promise.all([
    listSectionsOfCourse(organizationId, courseId),
    listCoursePlans(organizationId, courseId),
  ]);
  const ordered = sections
    .filter((section) => !options.after || section.groupId > options.after)
    .sort((a, b) => (a.groupId < b.groupId ? -1 : 1));
  const batch = ordered.slice(0, limit);
  for (let start = 0; start < batch.length; start += PARALLEL_SECTIONS)
    await Promise.all(
      batch.slice(start, start + PARALLEL_SECTIONS).map((section) => syncSectionCopies(section, plans)),
    );
  if (ordered.length > limit) return { next: (batch.at(-1) as { groupId: string }).groupId, synced: batch.length };
  await Promise.all(plans.filter((plan) => plan.propagation === 'pending').map(markPlanPropagated));
  return { next: null, synced: batch.length };
}
