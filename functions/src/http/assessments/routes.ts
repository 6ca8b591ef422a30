import { applyPortfolioAssessment, getPortfolioAssessment, updatePortfolioAssessment } from '@tessera/shared';
import { lazyRoute } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';

/** The assessments Lambda's routes, loaded on its first request (handler.ts). */
export const assessmentsRoutes: readonly Route[] = [
  lazyRoute(getPortfolioAssessment, () =>
    import('./get-portfolio-assessment').then((m) => m.getPortfolioAssessmentUseCase),
  ),
  lazyRoute(updatePortfolioAssessment, () =>
    import('./update-portfolio-assessment').then((m) => m.updatePortfolioAssessmentUseCase),
  ),
  lazyRoute(applyPortfolioAssessment, () =>
    import('./apply-portfolio-assessment').then((m) => m.applyPortfolioAssessmentUseCase),
  ),
];
