import { queryItems } from '../items';
import { put, remove, type WritePart } from '../transaction';
import {
  activitySummariesPrefix,
  assessmentSummaryEntity,
  sectionSummariesPartition,
  SUMMARIES_PREFIX,
  type AssessmentSummary,
} from './entities/assessment-summary';

export type { AssessmentSummary } from './entities/assessment-summary';

/** The key of one student's summary on one activity of a section. */
export type AssessmentSummaryKey = Pick<AssessmentSummary, 'organizationId' | 'groupId' | 'planId' | 'userId'>;

/** At most this many summaries are read with one Query of the whole partition: 2 KB each fills one 1 MB page. */
export const ONE_QUERY_SUMMARIES = 512;

/**
 * Access pattern "a section's counted assessments on its activities" (ADR 0028 §3, §7). The partition
 * `ORG#<orgId>#GROUP#<groupId>#SUMMARIES` holds only this section's summaries (one per student × activity with a
 * counted assessment, under 2 KB each). Where `students` × the activities asked is at most ONE_QUERY_SUMMARIES,
 * they fit one page: one Query of the partition, `begins_with(sk, SUMMARY#)`, kept to the activities asked (a
 * summary of an activity no longer in the section is read and left out), one request instead of one per
 * activity (each request costs its own SDK work). Otherwise one Query per activity, `begins_with(sk,
 * SUMMARY#<planId>#)`, every page, in parallel. Either way one round trip (a partition holding summaries of many
 * members who left may take a second page).
 */
export async function listSectionSummaries(
  organizationId: string,
  groupId: string,
  planIds: readonly string[],
  students: number,
): Promise<AssessmentSummary[]> {
  const partition = sectionSummariesPartition(organizationId, groupId);
  if (planIds.length > 1 && students * planIds.length <= ONE_QUERY_SUMMARIES) {
    const asked = new Set(planIds);
    const { items } = await queryItems(assessmentSummaryEntity, { partition, prefix: SUMMARIES_PREFIX, all: true });
    return items.filter((summary) => asked.has(summary.planId));
  }
  const pages = await Promise.all(
    planIds.map((planId) =>
      queryItems(assessmentSummaryEntity, { partition, prefix: activitySummariesPrefix(planId), all: true }),
    ),
  );
  return pages.flatMap((page) => page.items);
}

/**
 * The summary's part of a write that moves a counted assessment: put (it replaces what was counted before) or,
 * when nothing counts any more, removed (removing an absent one succeeds).
 */
export function assessmentSummaryChange(key: AssessmentSummaryKey, next: AssessmentSummary | null): WritePart {
  return next ? put(assessmentSummaryEntity, next) : remove(assessmentSummaryEntity, key);
}
