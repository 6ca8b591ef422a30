import {
  checkAssessmentWrite,
  conflict,
  invalid,
  notFound,
  type applyPortfolioAssessment,
  type AssessmentComponentContent,
} from '@tessera/shared';
import { getAssessment } from '../../db/assessments/assessments';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { editableComponents, loadAssessment, mayRead } from './assessment-rules';
import { PORTFOLIO_RACE_ATTEMPTS, requireOwnAssessment, saveOwnAssessment, staleAssessment } from './assessment-save';

/** A stored component's content as the write it came from: an auto-filled rubric is filled again. */
function asWrite(content: AssessmentComponentContent): Record<string, unknown> {
  return 'criteria' in content && content.auto_filled === true ? { ...content, auto_fill: true } : { ...content };
}

/**
 * POST .../revisions/{rev}/assessments/{assessment}/apply (spec 1 §8 "Apply assessment content to your own"):
 * an assessor copies another assessment of the latest revision that they may read into their own, at the
 * version of their own they read (409 with the newer content otherwise). Only the components they may edit
 * now are copied, through the same checks as a save ("Assessment content failed to be applied to your own"
 * when nothing can be, or the copy does not pass, keyed by field); one they may not read is 404 (the one
 * visibility rule: a peer applies none, a mentor only a finished one).
 */
export const applyPortfolioAssessmentUseCase: UseCase<typeof applyPortfolioAssessment> = async (
  { path, body },
  { actor },
) => {
  const own = { ...path, assessment: actor.userId };
  for (let attempt = 1; ; attempt += 1) {
    const read = await loadAssessment(actor, own);
    const { scope, item } = read;
    const source = await getAssessment(
      scope.portfolio.organizationId,
      scope.portfolio.portfolioId,
      scope.summary.revision,
      path.assessment,
      { consistent: true },
    );
    if (path.assessment === actor.userId || !source || !mayRead(scope, path.assessment))
      throw notFound('portfolios.not_found');
    requireOwnAssessment(scope, actor, actor.userId);
    if ((item?.version ?? 0) !== body.version) throw staleAssessment(read);
    const editable = editableComponents(scope, actor.userId);
    const write = Object.fromEntries(
      Object.entries(source.contents)
        .filter(([componentId]) => editable.has(componentId))
        .map(([componentId, content]) => [componentId, asWrite(content)]),
    );
    if (Object.keys(write).length === 0) throw conflict('portfolios.assessment.apply_failed');
    const checked = checkAssessmentWrite({ ...scope.input, current: item?.contents ?? {}, write, editable });
    if (!checked.ok) {
      const fields = Object.fromEntries(
        Object.entries(checked.fields).map(([at, error]) => [`components.${at}`, error]),
      );
      throw invalid('portfolios.assessment.apply_failed', { fields });
    }
    const saved = await saveOwnAssessment(read, actor, checked.contents);
    if (saved.outcome === 'saved')
      return { assessment: saved.assessment, message: text('portfolios.assessment.applied') };
    if (saved.outcome === 'assessment_conflict' || attempt >= PORTFOLIO_RACE_ATTEMPTS)
      throw staleAssessment(await loadAssessment(actor, own));
  }
};
