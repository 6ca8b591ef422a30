import { notFound, type getPortfolioAssessment } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { loadAssessment, mayRead, presentAssessment } from './assessment-rules';

/**
 * GET /api/users/{id}/portfolios/{portfolioId}/revisions/{revision}/assessments/{assessment} (spec 1 §7): one assessor's
 * assessment of a revision, in two round trips after the actor (assessment-rules.ts loadAssessment). The
 * caller's own reads empty (version 0) until they first save it; another's only as visibility allows
 * (ports/assessments.ts, through assessment-rules.ts mayRead), else 404.
 */
export const getPortfolioAssessmentUseCase: UseCase<typeof getPortfolioAssessment> = async ({ path }, { actor }) => {
  const { scope, item, entry } = await loadAssessment(actor, path);
  if (!mayRead(scope, path.assessment)) throw notFound('portfolios.not_found');
  return presentAssessment(scope, path.assessment, item, entry);
};
