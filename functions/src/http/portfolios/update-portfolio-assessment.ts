import {
  checkAssessmentWrite,
  conflict,
  forbidden,
  invalid,
  isAssessingRole,
  type updatePortfolioAssessment,
} from '@tessera/shared';
import { writeAssessment, type PortfolioAssessmentItem } from '../../db/portfolios/assessments';
import { actorPerson, type Actor, type UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import {
  editableComponents,
  entryOf,
  loadAssessment,
  presentAssessment,
  scopeOf,
  type AssessmentRead,
  type AssessmentScope,
} from './assessment-rules';
import { withAssessment } from './engine';

/** A lost race on the portfolio item (another assessor's first save, the student's save) is retried this often. */
const PORTFOLIO_RACE_ATTEMPTS = 5;

function stale({ scope, item, entry }: AssessmentRead) {
  return conflict('portfolios.assessment.stale', {
    current: presentAssessment(scope, scope.viewer.userId, item, entry),
  });
}

/**
 * PUT .../revisions/{rev}/assessments/{assessor} (spec 1 §4–5): the assessor saves their own assessment of
 * the latest revision at the version read. Content is checked by shared's rules (criteria and levels, N/A,
 * score input, feedback ≤ 3000, aggregation) and completed (rubric totals, Auto Scores): 400 keyed by field
 * (`components.<id>...`), nothing written. One item per assessor: another assessor's save never touches it;
 * the same assessor's save from a second window over a newer version is 409 with the newer content. The
 * first save records the assessment on the revision's summary (the portfolio joins that transaction; a race
 * lost there is read again and retried, so neither side's work is lost).
 */
export const updatePortfolioAssessmentUseCase: UseCase<typeof updatePortfolioAssessment> = async (
  { path, body },
  { actor },
) => {
  for (let attempt = 1; ; attempt += 1) {
    // One consistent snapshot of the portfolio, the revision and the assessment (then the rubrics).
    const read = await loadAssessment(actor, path);
    const { scope, item, entry } = read;
    if (path.assessment !== actor.userId) throw forbidden('portfolios.assessment.not_yours');
    if (!isAssessingRole(scope.viewer.role) || scope.viewer.viewAs === 'admin')
      throw forbidden('workflows.action_not_allowed');
    if (!scope.isLatest) throw conflict('portfolios.assessment.not_latest');
    if ((item?.version ?? 0) !== body.version) throw stale(read);
    const checked = checkAssessmentWrite({
      ...scope.input,
      current: item?.contents ?? {},
      write: body.components,
      editable: editableComponents(scope, actor.userId),
    });
    if (!checked.ok) {
      const fields = Object.fromEntries(
        Object.entries(checked.fields).map(([at, error]) => [`components.${at}`, error]),
      );
      throw invalid('portfolios.assessment.invalid', { fields });
    }
    const next = nextItem(scope, actor, item, checked.contents);
    const portfolio = entry ? undefined : registered(scope, actor, next.updatedAt);
    const outcome = await writeAssessment({ current: item, next, ...(portfolio ? { portfolio } : {}) });
    if (outcome === 'saved') {
      const after = portfolio ? scopeOf(portfolio.next, scope.viewer, scope.revision, scope.input.rubrics) : scope;
      return {
        assessment: presentAssessment(after, actor.userId, next, entryOf(after, actor.userId)),
        message: text('portfolios.assessment.saved'),
      };
    }
    if (outcome === 'assessment_conflict' || attempt >= PORTFOLIO_RACE_ATTEMPTS)
      throw stale(await loadAssessment(actor, path));
    // The portfolio changed under the first save: read everything again and record the assessment on what won.
  }
};

function nextItem(
  scope: AssessmentScope,
  actor: Actor,
  item: PortfolioAssessmentItem | null,
  contents: PortfolioAssessmentItem['contents'],
): PortfolioAssessmentItem {
  const now = new Date().toISOString();
  return {
    organizationId: scope.portfolio.organizationId,
    portfolioId: scope.portfolio.portfolioId,
    revision: scope.summary.revision,
    assessorId: actor.userId,
    assessor: actorPerson(actor),
    role: scope.viewer.role,
    contents,
    version: (item?.version ?? 0) + 1,
    createdAt: item?.createdAt ?? now,
    updatedAt: now,
  };
}

/** The portfolio with the caller's assessment recorded on the latest revision's summary (the first is primary). */
function registered(scope: AssessmentScope, actor: Actor, stamp: string) {
  const current = scope.portfolio;
  const next = {
    ...current,
    revisions: withAssessment(current.revisions, actor, stamp),
    version: current.version + 1,
    updatedAt: stamp,
  };
  return { current, next };
}
