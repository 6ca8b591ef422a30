import { useMutation } from '@tanstack/react-query';
import { updatePortfolioAssessment } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { assessmentPath, type AssessmentAddress } from './keys';

/** PUT .../revisions/{rev}/assessments/{assessor}: the caller's own assessment at the version read (stale: 409). */
export function useSaveAssessment() {
  return useMutation({
    mutationFn: ({
      at,
      version,
      components,
    }: {
      at: AssessmentAddress;
      version: number;
      components: Record<string, unknown>;
    }) => api(updatePortfolioAssessment, { path: assessmentPath(at), body: { version, components } }),
  });
}
