import {
  conflict,
  emptyAssessmentContent,
  isAssessingRole,
  isAssessmentKind,
  notFound,
  rubricComponentAutoFill,
  rubricComponentTotals,
  scoringComponentMaximum,
  standardsMet,
  type AssessedComponentConfig,
  type AssessmentComponentContent,
  type AssessmentInput,
  type AssessmentRubric,
  type PortfolioAssessment as AssessmentResponse,
  type RubricComponentContent,
} from '@tessera/shared';
import { assessmentRead, type PortfolioAssessmentItem } from '../../db/assessments/assessments';
import { transactGet } from '../../db/transaction';
import type { Actor } from '../../lib/http/types';
import { assessmentSight, shownToSubmitter } from '../../ports/assessments';
import {
  admitPortfolio,
  becomesPrimary,
  completePortfolioRevision,
  pagesOf,
  portfolioRevisionReads,
  requireViewer,
  revisionNumber,
  workflowView,
  type Portfolio,
  type PortfolioAssessment,
  type PortfolioRevision,
  type PortfolioRevisionSummary,
  type Viewer,
} from '../../ports/portfolios';
import { getRubrics } from '../../ports/rubrics';

/**
 * What every assessment use case reads (docs/adr/0020-assessments.md): the portfolio and the caller on it,
 * the revision named by the path with its frozen content, its summary (who assesses it), the assessment
 * components and the rubrics they name, and the aggregation's input.
 */
export interface AssessmentScope {
  portfolio: Portfolio;
  viewer: Viewer;
  revision: PortfolioRevision;
  summary: PortfolioRevisionSummary;
  isLatest: boolean;
  components: AssessedComponentConfig[];
  input: AssessmentInput;
}

/** One assessor's assessment read with its scope: the item (null until first saved) and the summary's entry. */
export interface AssessmentRead {
  scope: AssessmentScope;
  item: PortfolioAssessmentItem | null;
  entry: PortfolioAssessment | undefined;
}

/** The rubrics a revision's assessment rubric components name. */
function rubricIdsOf(pages: PortfolioRevision['pages']): string[] {
  const components = pages.flatMap((page) => page.components);
  return [...new Set(components.filter((c) => c.type === 'assessment_rubric').map((c) => String(c.rubric_id)))];
}

/**
 * `path.assessment`'s assessment of the revision with everything it is judged by, in two round trips
 * (docs/data-model.md): the portfolio's and the revision's heads and the assessment in one TransactGetItems
 * (their keys are all in the path; consistent, so writers use it too; the portfolio's parts from its port),
 * then, side by side, the portfolio's and revision's fields (two Queries, ADR 0028 §1) and the rubrics the
 * revision names in one BatchGetItem through ports/rubrics (its pages from the cached template snapshot) —
 * beside, for an activity portfolio, its section's reads (ADR 0018).
 * Anything the caller may not reach is 404.
 */
export async function loadAssessment(
  actor: Actor,
  path: { id: string; portfolioId: string; revision: string; assessment: string },
): Promise<AssessmentRead> {
  const number = revisionNumber(path.revision);
  const organizationId = actor.organisation.organizationId;
  const snapshot = await transactGet({
    ...portfolioRevisionReads(organizationId, path.portfolioId, number),
    assessment: assessmentRead(organizationId, path.portfolioId, number, path.assessment),
  });
  if (!snapshot) throw conflict('portfolios.assessment.stale');
  const { assessment } = snapshot;
  if (!snapshot.portfolio || !snapshot.revision) throw notFound('portfolios.not_found');
  // The heads are read together; then their fields beside the rubrics the revision's pages name (the
  // snapshot's, from the container's cache): ADR 0028 §1.
  // Who the caller is needs the head only (its owner, participants, section), so it is asked beside them.
  // A container's first read of the snapshot goes beside the field Queries, the rubrics after it.
  const head = { ...snapshot.portfolio, pages: [], content: {} };
  const revisionHead = snapshot.revision;
  const [{ portfolio, revision }, rubrics, admittedHead, viewer] = await Promise.all([
    completePortfolioRevision(snapshot.portfolio, revisionHead),
    pagesOf(revisionHead).then((pages) => getRubrics(organizationId, rubricIdsOf(pages))),
    admitPortfolio(path.id, head),
    requireViewer(actor, head),
  ]);
  const admitted = { ...portfolio, activityStatus: admittedHead.activityStatus };
  const scope = scopeOf(
    admitted,
    viewer,
    revision,
    new Map(rubrics.map((rubric) => [rubric.rubricId, rubric.definition])),
  );
  return { scope, item: assessment, entry: entryOf(scope, path.assessment) };
}

/** The scope for a portfolio, its revision and the rubrics already read (also the portfolio after a write). */
export function scopeOf(
  portfolio: Portfolio,
  viewer: Viewer,
  revision: PortfolioRevision,
  rubrics: ReadonlyMap<string, AssessmentRubric>,
): AssessmentScope {
  const summary = portfolio.revisions.find((entry) => entry.revision === revision.revision);
  if (!summary) throw notFound('portfolios.not_found');
  const revisionComponents = revision.pages.flatMap((page) => page.components);
  const components = revisionComponents.filter((config) => isAssessmentKind(config.type));
  const latest = portfolio.revisions[portfolio.revisions.length - 1];
  return {
    portfolio,
    viewer,
    revision,
    summary,
    isLatest: latest?.revision === revision.revision,
    components,
    input: { components, rubrics, revisionContent: revision.content, revisionComponents },
  };
}

/** The revision summary's entry for `assessorId` (who assesses, primary, done, visible). */
export function entryOf(scope: AssessmentScope, assessorId: string): PortfolioAssessment | undefined {
  return scope.summary.assessments.find((assessment) => assessment.userId === assessorId);
}

/**
 * The components the caller may write in `assessorId`'s assessment now: only their own, of the latest
 * revision, in an assessing role (not the admin view), where the workflow makes the component editable for
 * them (spec 1 §4 component modes: assessors edit assessment components while in assessment).
 */
export function editableComponents(scope: AssessmentScope, assessorId: string): Set<string> {
  const { viewer, portfolio } = scope;
  if (assessorId !== viewer.userId || !scope.isLatest) return new Set();
  if (!isAssessingRole(viewer.role) || viewer.viewAs === 'admin' || portfolio.activityStatus === 'closed')
    return new Set();
  const { modes } = workflowView(portfolio, viewer);
  return new Set(
    scope.components.map((c) => String(c.component_id)).filter((componentId) => modes[componentId] === 'editable'),
  );
}

/**
 * Whether the caller may read `assessorId`'s assessment (GET, Apply): the assessments context's one visibility
 * rule decides (ports/assessments.ts). Anything else reads 404.
 */
export function mayRead(scope: AssessmentScope, assessorId: string): boolean {
  return sightOf(scope, assessorId).readable;
}

const sightOf = (scope: AssessmentScope, assessorId: string) =>
  assessmentSight(scope.portfolio, scope.viewer, { assessorId, revision: scope.summary.revision });

/** The assessment as the caller reads it: the content they may see, totals, scores, standards met. */
export function presentAssessment(
  scope: AssessmentScope,
  assessorId: string,
  item: PortfolioAssessmentItem | null,
  entry: PortfolioAssessment | undefined,
): AssessmentResponse {
  const { viewer, portfolio } = scope;
  const contents: Record<string, AssessmentComponentContent> = {};
  for (const config of scope.components) {
    const id = String(config.component_id);
    contents[id] = item?.contents[id] ?? emptyAssessmentContent(config.type as 'assessment_rubric');
  }
  // What the viewer's component modes hide stays hidden (a submitter sees assessment components after a
  // revision request and once done; assessors every one).
  const sight = sightOf(scope, assessorId);
  const shown = scope.components.filter(
    (c) => sight.modes === null || (sight.modes[String(c.component_id)] ?? 'invisible') !== 'invisible',
  );
  const rubrics: AssessmentResponse['rubrics'] = {};
  const scores: AssessmentResponse['scores'] = {};
  for (const config of shown) {
    const id = String(config.component_id);
    const assignMode = config.assign_mode === 'aggregation' ? 'aggregation' : 'manual';
    if (config.type === 'assessment_rubric') {
      const rubric = scope.input.rubrics.get(String(config.rubric_id));
      if (!rubric) continue;
      const content = contents[id] as RubricComponentContent;
      const { counted: _counted, ...totals } = rubricComponentTotals(rubric, content);
      rubrics[id] = {
        ...totals,
        assign_mode: assignMode,
        auto_fill: rubricComponentAutoFill(config, content, scope.input),
      };
    } else if (config.type === 'scoring') {
      const content = contents[id] as { score: number | null };
      scores[id] = {
        assign_mode: assignMode,
        score: content.score,
        maximum: scoringComponentMaximum(config, scope.input),
        maximum_read_only: assignMode === 'aggregation',
        primary: config.primary === true,
      };
    }
  }
  const shownIds = new Set(shown.map((c) => String(c.component_id)));
  const person =
    item?.assessor ?? (entry ? { userId: entry.userId, firstName: entry.firstName, lastName: entry.lastName } : null);
  const named = sight.named && person !== null;
  const actedBy = named ? (item?.actedBy ?? null) : null;
  return {
    id: assessorId,
    portfolio_id: portfolio.portfolioId,
    revision: scope.summary.revision,
    assessor: named ? { id: person.userId, first_name: person.firstName, last_name: person.lastName } : null,
    assessor_full_name: named ? `${person.firstName} ${person.lastName}`.trim() : null,
    acted_by: actedBy ? { id: actedBy.userId, first_name: actedBy.firstName, last_name: actedBy.lastName } : null,
    role: item?.role ?? (assessorId === viewer.userId && isAssessingRole(viewer.role) ? viewer.role : null),
    // Not yet begun: primary if beginning now would make it so (ports/portfolios.ts becomesPrimary).
    is_primary: entry ? entry.isPrimary : scope.isLatest && becomesPrimary(scope.summary, viewer.role),
    done: entry?.done ?? false,
    visible: entry ? shownToSubmitter(entry) : false,
    components: Object.fromEntries(Object.entries(contents).filter(([id]) => shownIds.has(id))),
    rubrics,
    scores,
    standards: standardsMet({ ...scope.input, contents }).filter((s) => shownIds.has(s.component_id)),
    editable_components: [...editableComponents(scope, assessorId)],
    version: item?.version ?? 0,
    assess_at: entry?.assessAt ?? null,
    updated_at: item?.updatedAt ?? null,
  };
}
