import { describe, expect, it } from '@jest/globals';
import { offersAttachmentPreview } from './attachment-preview';
import { WORKFLOW_IDS, type WorkflowId } from './workflow-catalogue';

describe('attachment preview per workflow (spec 1 §5, §8)', () => {
  const hidden: WorkflowId[] = [
    'SupervisedAssessmentWorkflow',
    'SupervisedCoordinatorsAssessmentWorkflow',
    'SupervisedPeerAssessmentWorkflow',
    'InternshipWorkflow',
  ];

  it.each(hidden)('hides the view button in %s', (workflow) => {
    expect(offersAttachmentPreview(workflow)).toBe(false);
  });

  it.each(WORKFLOW_IDS.filter((id) => !hidden.includes(id)))('offers it in %s', (workflow) => {
    expect(offersAttachmentPreview(workflow)).toBe(true);
  });

  it('offers it for a file shown outside any portfolio (a resume)', () => {
    expect(offersAttachmentPreview(undefined)).toBe(true);
  });
});
