import { queryItems } from '../items';
import { put, remove, type WritePart } from '../transaction';
import {
  activitySummariesPrefix,
  assessmentSummaryEntity,
  sectionSummariesPartition,
  type AssessmentSummary,
} from './entities/assessment-summary';

export type { AssessmentSummary } from './entities/assessment-summary';

/** The key of one student's summary on one activity of a section. */
export type AssessmentSummaryKey = Pick<AssessmentSummary, 'organizationId' | 'groupId' | 'planId' | 'userId'>;

/**
 * Access pattern "a section's counted assessments on its activities" (ADR 0028 §3): one Query per activity of
 * `ORG#<orgId>#GROUP#<groupId>#SUMMARIES`, `begins_with(sk, SUMMARY#<planId>#)`, every page (an item per
 * student with a counted assessment, a few hundred bytes: 500 students are about 300 KB, one page), the
 * activities' Queries in parallel: one round trip whatever the section's size.
 */
export async function listSectionSummaries(
  organizationId: string,
  groupId: string,
  planIds: readonly string[],
): Promise<AssessmentSummary[]> {
  const pages = await Promise.all(
    planIds.map((planId) =>
      queryItems(assessmentSummaryEntity, {
        partition: sectionSummariesPartition(organizationId, groupId),
        prefix: activitySummariesPrefix(planId),
        all: true,
      }),
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
