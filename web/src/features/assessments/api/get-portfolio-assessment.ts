import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPortfolioAssessment } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { assessmentKeys, assessmentPath, type AssessmentAddress } from './keys';

/**
 * GET .../revisions/{rev}/assessments/{assessor} (spec 1 §7): one assessor's assessment of a revision — the
 * caller's own (version 0 until first saved) or another the caller may read. The panel owns its copy while it
 * is open, so a background refetch never overwrites what is being typed.
 */
export const assessmentQueryOptions = (at: AssessmentAddress) =>
  queryOptions({
    queryKey: assessmentKeys.assessment(at.ownerId, at.portfolioId, at.revision, at.assessorId),
    queryFn: ({ signal }) => api(getPortfolioAssessment, { path: assessmentPath(at), signal }),
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useAssessment(at: AssessmentAddress | null) {
  return useQuery({
    ...assessmentQueryOptions(at ?? { ownerId: '', portfolioId: '', revision: 0, assessorId: '' }),
    enabled: at !== null,
  });
}
