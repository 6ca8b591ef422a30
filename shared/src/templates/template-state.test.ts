import { describe, expect, it } from '@jest/globals';
import type { WorkflowId } from '../workflows/workflow-catalogue';
import {
  templateStateOnPublish,
  templateStateAfterAutosave,
  templateStateOnUnpublish,
  type TemplateState,
} from './template-state';

describe('template states (spec 2 §3–4)', () => {
  it.each<TemplateState>(['created', 'draft', 'published'])('publishing a %s template remembers it', (state) => {
    expect(templateStateOnPublish(state)).toEqual({ state: 'published', previous_state: state });
  });

  it.each<[TemplateState | null | undefined, TemplateState]>([
    ['created', 'created'],
    ['draft', 'draft'],
    ['published', 'draft'],
    [null, 'draft'],
    [undefined, 'draft'],
  ])('unpublishing with previous state %j gives %s', (previous, state) => {
    expect(templateStateOnUnpublish(previous)).toBe(state);
  });

  it.each<[WorkflowId, TemplateState, TemplateState]>([
    ['EportfolioWorkflow', 'created', 'draft'],
    ['EportfolioWorkflow', 'published', 'published'],
    ['FormWorkflow', 'created', 'created'],
  ])('a %s template in %s is %s after the first autosave', (workflowId, state, after) => {
    expect(templateStateAfterAutosave(workflowId, state)).toBe(after);
  });
});
