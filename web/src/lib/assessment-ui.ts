import { createContext, useContext, type ComponentType } from 'react';
import type { AssessmentVisibilityEntry, Portfolio } from '@tessera/shared';

/**
 * The seam between the composer (features/portfolios) and the assessment feature (features/assessments):
 * features never import each other, so this file declares what the composer's route may draw beside the
 * composer and `app/` fills it with the assessment feature's panel (as lib/attachment-ui.ts does for files).
 * Types and the context only; no behaviour.
 */
export interface AssessmentPanelProps {
  /** The portfolio as the composer holds it (the route's query: a workflow action answers the new one). */
  portfolio: Portfolio;
  ownerId: string;
  actionAs?: string;
  /**
   * The caller's assessment was saved (or content applied to it): an assessor's first save changes the
   * portfolio's version (ADR 0020), so the route reads the portfolio again and the composer's next workflow
   * action is sent at the newer version.
   */
  onAssessmentSaved?: () => void;
  /**
   * The standards met for the viewer (statement id → met; spec 1 §3 "met flag"), for the composer's statement
   * mapping: an assessor's own assessment as they score it (live), the student's visible assessment of the
   * latest revision; null where the viewer has none to see (nothing is shown then).
   */
  onStandardsMet?: (met: StandardsMet | null) => void;
}

/** Statement id → met, as the assessment the viewer may see says; a statement it does not map is absent. */
export type StandardsMet = Readonly<Record<string, boolean>>;

/** The collaborative-assessment confirmation (spec 1 §4) the composer opens on an assessor's Submit or Request Revision. */
export interface CollaborativeConfirmProps {
  open: boolean;
  portfolio: Portfolio;
  action: 'advance' | 'push_back';
  /** The workflow button's label (the server's), on the confirm button. */
  label: string;
  pending?: boolean;
  /** Completes the action: send `assessments_visibility` with it (portfolio PUT). */
  onConfirm: (visibility: AssessmentVisibilityEntry[]) => void;
  onClose: () => void;
}

export interface AssessmentUi {
  /** The assessment panel beside the portfolio (spec 1 §2); it draws nothing where the caller has none. */
  AssessmentPanel: ComponentType<AssessmentPanelProps>;
  /** Whether the panel shows for the caller (then the composer leaves the assessment components to it). */
  panelShown: (portfolio: Portfolio) => boolean;
  /** Whether a workflow button's action is a collaborative submit that asks for visibility first (spec 1 §4). */
  isCollaborativeSubmit: (portfolio: Portfolio, action: string) => boolean;
  /** The confirmation with the visibility checkboxes; its confirm completes the action. */
  CollaborativeConfirm: ComponentType<CollaborativeConfirmProps>;
}

export const AssessmentUiContext = createContext<AssessmentUi | null>(null);

/** The assessment panel the app provided, or null where none was (the composer then stands alone). */
export function useAssessmentUi(): AssessmentUi | null {
  return useContext(AssessmentUiContext);
}
