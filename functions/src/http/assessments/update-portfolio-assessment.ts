import { checkAssessmentWrite, invalid, type updatePortfolioAssessment } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { editableComponents, loadAssessment } from './assessment-rules';
import { PORTFOLIO_RACE_ATTEMPTS, requireOwnAssessment, saveOwnAssessment, staleAssessment } from './assessment-save';

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
    const { scope, item } = read;
    requireOwnAssessment(scope, actor, path.assessment);
    if ((item?.version ?? 0) !== body.version) throw staleAssessment(read);
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
    const saved = await saveOwnAssessment(read, actor, checked.contents);
    if (saved.outcome === 'saved')
      return { assessment: saved.assessment, message: text('portfolios.assessment.saved') };
    if (saved.outcome === 'assessment_conflict' || attempt >= PORTFOLIO_RACE_ATTEMPTS)
      throw staleAssessment(await loadAssessment(actor, path));
    // The portfolio changed under the first save: read everything again and record the assessment on what won.
  }
};
