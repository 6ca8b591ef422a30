/**
 * Query keys of the assessment feature: an assessment per portfolio, revision and assessor. The portfolio and the
 * rubrics it shows are other features' resources, under lib/query-keys.ts's keys.
 */
export const assessmentKeys = {
  all: ['assessment'] as const,
  assessment: (ownerId: string, portfolioId: string, revision: number, assessorId: string) =>
    [...assessmentKeys.all, 'assessment', ownerId, portfolioId, revision, assessorId] as const,
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
