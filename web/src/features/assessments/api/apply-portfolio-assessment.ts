import { useMutation } from '@tanstack/react-query';
import { applyPortfolioAssessment } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { assessmentPath, type AssessmentAddress } from './keys';

/**
 * POST .../assessments/{other}/apply: "Apply assessment content to your own" (spec 1 §8) — another assessor's
 * content written into the caller's own, at the version of the caller's own read (0 if unsaved).
 */
export function useApplyAssessment() {
  return useMutation({
    mutationFn: ({ from, version }: { from: AssessmentAddress; version: number }) =>
      api(applyPortfolioAssessment, { path: assessmentPath(from), body: { version } }),
  });
}
