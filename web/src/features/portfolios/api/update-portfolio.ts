import { useMutation } from '@tanstack/react-query';
import { updatePortfolio, type AssessmentVisibilityEntry } from '@tessera/shared';
import { api } from '../../../lib/api-client';

export interface PortfolioUpdate {
  ownerId: string;
  portfolioId: string;
  version: number;
  action: 'save_as_draft' | 'advance' | 'withdraw' | 'revise' | 'push_back' | 'mark_as_done';
  autoSave?: boolean;
  fields?: Record<string, unknown>;
  /** A collaborative submit's choice of the assessments the student sees (spec 1 §4; lib/assessment-ui.ts). */
  assessmentsVisibility?: AssessmentVisibilityEntry[];
}

/** PUT /api/users/{owner}/portfolios/{id}: a save or a workflow action at the version read (stale: 409). */
export function useUpdatePortfolio() {
  return useMutation({
    mutationFn: ({ ownerId, portfolioId, version, action, autoSave, fields, assessmentsVisibility }: PortfolioUpdate) =>
      api(updatePortfolio, {
        path: { id: ownerId, portfolioId },
        body: {
          version,
          portfolio_action: action,
          ...(autoSave ? { auto_save: true } : {}),
          ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
          ...(assessmentsVisibility ? { assessments_visibility: assessmentsVisibility } : {}),
        },
        // A 401 on an auto-save shows the composer's tip instead of signing out (spec 1 §8).
        ...(autoSave ? { unauthorized: 'tip' as const } : {}),
      }),
  });
}
