import { defineContract } from '../contract';
import {
  applyAssessmentBodySchema,
  assessmentBodySchema,
  assessmentPathSchema,
  portfolioAssessmentChangeSchema,
  portfolioAssessmentSchema,
} from './schemas';

/**
 * Assessments: one assessor's assessment of one revision of a portfolio (spec 1 §3–5, §7;
 * docs/adr/0020-assessments.md), read, saved and applied under the portfolio's path (the spec's
 * `.../revisions/{rev}/assessments/{id}`). Everyone signed in may call them: who reads an assessment is the
 * assessments context's one visibility rule, who writes one is its assessor; anything else is 404.
 */
const EVERYONE = 'authenticated' as const;

export const getPortfolioAssessment = defineContract({
  id: 'assessments.getPortfolioAssessment',
  context: 'assessments',
  method: 'GET',
  path: '/api/users/{id}/portfolios/{portfolioId}/revisions/{revision}/assessments/{assessment}',
  audience: EVERYONE,
  summary:
    'One assessor’s assessment of a revision (the caller’s own, empty until first saved, or one visible to them): rubric content, scores, feedback, totals, standards met, primary, done, version.',
  request: { path: assessmentPathSchema },
  response: portfolioAssessmentSchema,
});

export const updatePortfolioAssessment = defineContract({
  id: 'assessments.updatePortfolioAssessment',
  context: 'assessments',
  method: 'PUT',
  path: '/api/users/{id}/portfolios/{portfolioId}/revisions/{revision}/assessments/{assessment}',
  audience: EVERYONE,
  summary:
    'The assessor saves their assessment of the latest revision at the version read (a stale one is a 409 with the newer content); each assessor’s assessment is their own.',
  request: { path: assessmentPathSchema, body: assessmentBodySchema },
  response: portfolioAssessmentChangeSchema,
});

export const applyPortfolioAssessment = defineContract({
  id: 'assessments.applyPortfolioAssessment',
  context: 'assessments',
  method: 'POST',
  path: '/api/users/{id}/portfolios/{portfolioId}/revisions/{revision}/assessments/{assessment}/apply',
  audience: EVERYONE,
  summary:
    'Apply assessment content to your own: an assessor copies the content of another assessment of the latest revision they can read into their own, at the version of their own read (a stale one is a 409 with the newer content).',
  request: { path: assessmentPathSchema, body: applyAssessmentBodySchema },
  response: portfolioAssessmentChangeSchema,
});

/** Every contract of the assessments context. */
export const assessmentsContracts = [
  getPortfolioAssessment,
  updatePortfolioAssessment,
  applyPortfolioAssessment,
] as const;
