import { isAssessingRole, type Portfolio } from '@tessera/shared';
import { assessmentComponents } from './assessment-draft';

/** Whether the caller gets a panel for this portfolio: assessment components, a revision, and a role that shows it. */
export function panelShownFor(portfolio: Portfolio): boolean {
  const latest = portfolio.workflow.history_revisions.at(-1);
  return (
    latest !== undefined &&
    assessmentComponents(portfolio).length > 0 &&
    (portfolio.workflow.permissions.view_assessment_panel || isAssessingRole(portfolio.workflow.workflow_role))
  );
}
