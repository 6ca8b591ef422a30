/**
 * The reports context's published interface (ADR 0013; docs/adr/0028-portfolios-at-institution-scale.md §3):
 * the part every write that moves a portfolio's counted assessment joins to its transaction, so the section's
 * assessment summaries (db/reports) never disagree with the portfolios and assessments they summarise.
 *
 * `assessmentSummaryParts({ before, next, components, saved, rubrics })`: the portfolio as read and as it will be
 * written, the assessment components it is judged by, the assessment this write saves (an assessor's save),
 * and the rubrics when the caller has them. It answers the named parts to add to the transaction — none when
 * the counted assessment (shared's countedAssessment: which revision, which assessor, when) did not move and
 * the saved assessment is not it; `summary` (put, or deleted when none counts any more) otherwise, with
 * `summaryAssessment` (the counted assessment still at the version read, when it was read rather than saved
 * here) — reading the counted assessment and the rubrics only then (one round trip, in parallel).
 *
 * `refreshAssessmentSummary(portfolio, components)`: the summary of a stored portfolio written from what is
 * stored now (put, or deleted when nothing counts): the migration of ADR 0028 §5 and fixtures that write
 * portfolios and assessments directly.
 * `readSectionSummaries(orgId, groupId, planIds, students)`: a section's summaries of those activities (the
 * reports' own read, db/reports `listSectionSummaries`), for the extracts of the same data (issue 25).
 * Lint forbids reaching into `db/reports` or `http/reports` from elsewhere.
 */
import {
  assessmentFacts,
  countedAssessment,
  type AssessedComponentConfig,
  type AssessmentComponentContent,
  type AssessmentRubric,
} from '@tessera/shared';
import { assessmentSummaryChange, type AssessmentSummary } from '../db/reports/assessment-summaries';
import { transactWrite, type WritePart } from '../db/transaction';
import { assessmentUnchanged, getAssessment } from './assessments';
import { parseActivityId } from './courses';
import type { Portfolio } from './portfolios';
import { getRubrics } from './rubrics';

export type { AssessmentSummary } from '../db/reports/assessment-summaries';
export { assessmentSummaryEntity } from '../db/reports/entities/assessment-summary';
export { listSectionSummaries as readSectionSummaries } from '../db/reports/assessment-summaries';

export interface SummaryChange {
  /** The portfolio as read (null: being created). */
  before: Portfolio | null;
  /** The portfolio as this write leaves it. */
  next: Portfolio;
  /** The assessment components `next` is judged by (its pages'). */
  components: readonly AssessedComponentConfig[];
  /** The assessment this write saves, when it saves one. */
  saved?: {
    revision: number;
    assessorId: string;
    contents: Readonly<Record<string, AssessmentComponentContent>>;
  };
  /** The rubrics the components name, when the caller has read them already. */
  rubrics?: ReadonlyMap<string, AssessmentRubric>;
}

const rubricIdsOf = (components: readonly AssessedComponentConfig[]): string[] => [
  ...new Set(components.filter((c) => c.type === 'assessment_rubric').map((c) => String(c.rubric_id))),
];

/**
 * The summary of `portfolio`'s counted assessment, given that assessment's contents (null when the portfolio is
 * not an activity's or none counts). Pure: the writers above, and fixtures that write many assessed portfolios
 * in batches (the bench), build it the same way.
 */
export function assessmentSummaryOf(
  portfolio: Portfolio,
  components: readonly AssessedComponentConfig[],
  rubrics: ReadonlyMap<string, AssessmentRubric>,
  contents: Readonly<Record<string, AssessmentComponentContent>>,
): AssessmentSummary | null {
  const ids = portfolio.groupId && portfolio.activityId ? parseActivityId(portfolio.activityId) : null;
  const counted = countedAssessment(portfolio);
  if (!ids || !counted) return null;
  return {
    organizationId: portfolio.organizationId,
    ...ids,
    userId: portfolio.owner.userId,
    portfolioId: portfolio.portfolioId,
    revision: counted.revision,
    assessorId: counted.assessorId,
    assessedAt: counted.assessAt,
    ...assessmentFacts(components, rubrics, contents),
    updatedAt: portfolio.updatedAt,
  };
}

export async function assessmentSummaryParts(change: SummaryChange): Promise<Record<string, WritePart>> {
  const { before, next, saved } = change;
  if (next.groupId === null || next.activityId === null) return {};
  const ids = parseActivityId(next.activityId);
  if (!ids) return {};
  const key = {
    organizationId: next.organizationId,
    groupId: ids.groupId,
    planId: ids.planId,
    userId: next.owner.userId,
  };
  const after = countedAssessment(next);
  const prior = before ? countedAssessment(before) : null;
  if (!after) return prior ? { summary: assessmentSummaryChange(key, null) } : {};
  const savesCounted = saved?.revision === after.revision && saved.assessorId === after.assessorId;
  const unmoved =
    prior !== null &&
    prior.revision === after.revision &&
    prior.assessorId === after.assessorId &&
    prior.assessAt === after.assessAt;
  if (unmoved && !savesCounted) return {};

  const [read, rubrics] = await Promise.all([
    savesCounted
      ? null
      : getAssessment(next.organizationId, next.portfolioId, after.revision, after.assessorId, { consistent: true }),
    change.rubrics ??
      getRubrics(next.organizationId, rubricIdsOf(change.components)).then(
        (found) => new Map(found.map((rubric) => [rubric.rubricId, rubric.definition])),
      ),
  ]);
  // A done assessment whose item was never saved (Mark as done with nothing entered) counts as empty.
  const contents = savesCounted ? saved.contents : (read?.contents ?? {});
  const summary = assessmentSummaryOf(next, change.components, rubrics, contents);
  if (!summary) return {};
  return {
    summary: assessmentSummaryChange(key, summary),
    ...(read ? { summaryAssessment: assessmentUnchanged(read) } : {}),
  };
}

export async function refreshAssessmentSummary(
  portfolio: Portfolio,
  components: readonly AssessedComponentConfig[],
): Promise<'written' | 'removed' | 'none' | 'conflict'> {
  const ids = portfolio.groupId && portfolio.activityId ? parseActivityId(portfolio.activityId) : null;
  if (!ids) return 'none';
  const parts = await assessmentSummaryParts({ before: null, next: portfolio, components });
  const removing = !parts.summary;
  const key = { organizationId: portfolio.organizationId, ...ids, userId: portfolio.owner.userId };
  const outcome = await transactWrite(removing ? { summary: assessmentSummaryChange(key, null) } : parts);
  if (!outcome.ok) return 'conflict';
  return removing ? 'removed' : 'written';
}
