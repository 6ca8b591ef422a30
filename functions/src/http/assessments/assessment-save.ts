import { conflict, forbidden, isAssessingRole } from '@tessera/shared';
import type { PortfolioAssessmentItem } from '../../db/assessments/assessments';
import { actedByOf, actorPerson, type Actor } from '../../lib/http/types';
import { withAssessment } from '../../ports/portfolios';
import { entryOf, presentAssessment, scopeOf, type AssessmentRead, type AssessmentScope } from './assessment-rules';
import { writeAssessment } from './assessment-writes';

/** A lost race on the portfolio item (another assessor's first save, the student's save) is retried this often. */
export const PORTFOLIO_RACE_ATTEMPTS = 5;

/** Only an assessor, acting as one (not the admin view), writes their own assessment of the latest revision. */
export function requireOwnAssessment(scope: AssessmentScope, actor: Actor, assessorId: string): void {
  if (assessorId !== actor.userId) throw forbidden('portfolios.assessment.not_yours');
  if (!isAssessingRole(scope.viewer.role) || scope.viewer.viewAs === 'admin')
    throw forbidden('workflows.action_not_allowed');
  if (!scope.isLatest) throw conflict('portfolios.assessment.not_latest');
}

/** 409 with the caller's assessment as it is now (a second window saved it). */
export function staleAssessment({ scope, item, entry }: AssessmentRead) {
  return conflict('portfolios.assessment.stale', {
    current: presentAssessment(scope, scope.viewer.userId, item, entry),
  });
}

/**
 * The caller's assessment written with `contents` (already checked), conditioned on the version read; its
 * first save records it on the revision's summary in the same transaction (docs/data-model.md). Returns the
 * assessment as saved, or which condition failed.
 */
export async function saveOwnAssessment(
  { scope, item, entry }: AssessmentRead,
  actor: Actor,
  contents: PortfolioAssessmentItem['contents'],
) {
  const next = nextItem(scope, actor, item, contents);
  const portfolio = entry ? undefined : registered(scope, actor, next.updatedAt);
  const outcome = await writeAssessment({
    current: item,
    next,
    ...(portfolio ? { portfolio } : {}),
    judged: { portfolio: scope.portfolio, components: scope.components, rubrics: scope.input.rubrics },
  });
  if (outcome !== 'saved') return { outcome } as const;
  const after = portfolio ? scopeOf(portfolio.next, scope.viewer, scope.revision, scope.input.rubrics) : scope;
  return {
    outcome,
    assessment: presentAssessment(after, actor.userId, next, entryOf(after, actor.userId)),
  } as const;
}

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
    actedBy: actedByOf(actor),
    contents,
    version: (item?.version ?? 0) + 1,
    createdAt: item?.createdAt ?? now,
    updatedAt: now,
  };
}

/** The portfolio with the caller's assessment recorded on the latest revision's summary (ports/portfolios.ts becomesPrimary). */
function registered(scope: AssessmentScope, actor: Actor, stamp: string) {
  const current = scope.portfolio;
  const next = {
    ...current,
    revisions: withAssessment(current.revisions, actor, scope.viewer.role, stamp),
    version: current.version + 1,
    updatedAt: stamp,
  };
  return { current, next };
}
