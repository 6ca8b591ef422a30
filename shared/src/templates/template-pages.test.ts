import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import type { WorkflowId } from '../workflows/workflow-catalogue';
import { canAddTemplatePage, templateMaxPages } from './template-pages';

describe('template editor page limit (spec 2 §2, §9; spec 3 §5)', () => {
  it.each<[WorkflowId, number]>([
    ['SupervisedAssessmentWorkflow', 15],
    ['FormWorkflow', 15],
    ['GroupHomepageWorkflow', 15],
    ['InternshipWorkflow', 15],
    ['EportfolioWorkflow', 30],
    ['ShowcaseWorkflow', 30],
  ])('%s allows %i pages', (workflowId, max) => {
    expect(templateMaxPages(workflowId)).toBe(max);
    expect(canAddTemplatePage(workflowId, max - 1)).toBe(true);
    expect(canAddTemplatePage(workflowId, max)).toBe(false);
  });

  it('says the maximum has been reached', () => {
    expect(message('templates.max_pages', 'en', { n: 30 })).toBe(
      'You have already added the maximum number (30) of pages.',
    );
  });
});
