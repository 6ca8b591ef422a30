/** Query keys of the assessment feature: an assessment per portfolio, revision and assessor; rubrics by id. */
export const assessmentKeys = {
  all: ['assessment'] as const,
  assessment: (ownerId: string, portfolioId: string, revision: number, assessorId: string) =>
    [...assessmentKeys.all, 'assessment', ownerId, portfolioId, revision, assessorId] as const,
  rubric: (id: string) => [...assessmentKeys.all, 'rubric', id] as const,
  portfolio: (ownerId: string, portfolioId: string, actionAs?: string) =>
    [...assessmentKeys.all, 'portfolio', ownerId, portfolioId, actionAs ?? ''] as const,
};

/** Where an assessment lives: `GET/PUT /api/users/{id}/portfolios/{portfolioId}/revisions/{revision}/assessments/{assessment}`. */
export interface AssessmentAddress {
  ownerId: string;
  portfolioId: string;
  revision: number;
  /** The assessor's user id. */
  assessorId: string;
}

export const assessmentPath = (at: AssessmentAddress) => ({
  id: at.ownerId,
  portfolioId: at.portfolioId,
  revision: String(at.revision),
  assessment: at.assessorId,
});
