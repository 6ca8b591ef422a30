import type { WorkflowId } from '../workflows/workflow-catalogue';
import { isSubmittedWork, titleChangeRefusal, trashRefusal } from './kept-work';

const form: WorkflowId = 'FormWorkflow';

describe('submitted work is kept for its assessors (issue 21 defect 5)', () => {
  it('lets the owner trash only work that was never submitted', () => {
    expect(trashRefusal({ workflowId: form, revisionCount: 0 })).toBeNull();
    expect(trashRefusal({ workflowId: form, revisionCount: 0, activityStatus: 'open' })).toBeNull();
    expect(trashRefusal({ workflowId: form, revisionCount: 1 })).toBe('portfolios.submitted_kept');
    expect(trashRefusal({ workflowId: 'ObservationalAssessmentWorkflow', revisionCount: 1 })).toBe(
      'portfolios.submitted_kept',
    );
    expect(trashRefusal({ workflowId: form, revisionCount: 3, activityStatus: 'closed' })).toBe(
      'portfolios.submitted_kept',
    );
    expect(isSubmittedWork({ workflowId: 'SupervisedAssessmentWorkflow', revisionCount: 2 })).toBe(true);
  });

  it('fixes the title once submitted and while the section is closed', () => {
    expect(titleChangeRefusal({ workflowId: form, revisionCount: 0 })).toBeNull();
    expect(titleChangeRefusal({ workflowId: form, revisionCount: 0, activityStatus: 'open' })).toBeNull();
    expect(titleChangeRefusal({ workflowId: form, revisionCount: 1, activityStatus: 'open' })).toBe(
      'portfolios.title_fixed_submitted',
    );
    expect(titleChangeRefusal({ workflowId: form, revisionCount: 0, activityStatus: 'closed' })).toBe(
      'portfolios.title_fixed_closed',
    );
    expect(titleChangeRefusal({ workflowId: form, revisionCount: 2, activityStatus: 'closed' })).toBe(
      'portfolios.title_fixed_closed',
    );
  });

  it('leaves work nobody assesses (published ePortfolios, showcases) to its owner', () => {
    for (const workflowId of ['EportfolioWorkflow', 'ShowcaseWorkflow', 'GroupHomepageWorkflow'] as const) {
      expect(isSubmittedWork({ workflowId, revisionCount: 1 })).toBe(false);
      expect(trashRefusal({ workflowId, revisionCount: 2 })).toBeNull();
      expect(titleChangeRefusal({ workflowId, revisionCount: 2 })).toBeNull();
    }
  });
});
