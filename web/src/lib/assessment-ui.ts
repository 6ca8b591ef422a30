import { createContext, useContext, type ComponentType } from 'react';
import type { Portfolio } from '@tessera/shared';

/**
 * The seam between the composer (features/portfolios) and the assessment feature (features/assessment):
 * features never import each other, so this file declares what the composer's route may draw beside the
 * composer and `app/` fills it with the assessment feature's panel (as lib/attachment-ui.ts does for files).
 * Types and the context only; no behaviour.
 */
export interface AssessmentPanelProps {
  /** The portfolio as the composer holds it (the route's query: a workflow action answers the new one). */
  portfolio: Portfolio;
  ownerId: string;
  actionAs?: string;
}

export interface AssessmentUi {
  /** The assessment panel beside the portfolio (spec 1 §2); it draws nothing where the caller has none. */
  AssessmentPanel: ComponentType<AssessmentPanelProps>;
}

export const AssessmentUiContext = createContext<AssessmentUi | null>(null);

/** The assessment panel the app provided, or null where none was (the composer then stands alone). */
export function useAssessmentUi(): AssessmentUi | null {
  return useContext(AssessmentUiContext);
}
