import type { WorkflowAction, WorkflowId } from '@tessera/shared';
import { text } from '../../lib/text';

/**
 * The sentence a portfolio save answers with. Spec 3 §4: the Eportfolio Workflow's result is draft or published,
 * "%(title)s draft has been saved." or "%(title)s has been published."; other work is saved or submitted.
 * Evidence items run the Eportfolio workflow, so their saves are drafts too.
 */
export function saveMessage(workflowId: WorkflowId, action: WorkflowAction, submitted: boolean, title: string) {
  if (workflowId === 'EportfolioWorkflow') {
    if (action === 'advance' && submitted) return text('workflows.eportfolio.published', { title });
    if (action === 'save_as_draft') return text('workflows.eportfolio.draft_saved', { title });
  }
  return action === 'advance' && submitted
    ? text('portfolios.submitted', { title })
    : text('portfolios.saved', { title });
}
