import { canPreviewAttachment, workflowHasPreview } from './preview';

describe('attachment preview (spec 1 §7, §9)', () => {
  it.each([
    [{ filename: 'a.docx', is_third_party_storage: true }, true],
    [{ filename: 'a.zip', is_third_party_storage: true }, false],
    [{ filename: 'a.png' }, true],
    [{ filename: 'a.docx' }, false],
    [{ filename: 'a.docx', is_third_party_storage: false }, false],
  ])('%j previews: %s', (attachment, expected) => {
    expect(canPreviewAttachment(attachment)).toBe(expected);
  });
});

describe('no-preview workflows (spec 1 §2, spec 2 §2)', () => {
  it.each([
    ['GroupHomepageWorkflow', false],
    ['EportfolioWorkflow', false],
    ['FormWorkflow', true],
    ['InternshipFormWorkflow', true],
    ['InternshipWorkflow', true],
    ['InternshipObservationalWorkflow', true],
    ['ObservationalAssessmentWorkflow', true],
    ['SupervisedAssessmentWorkflow', true],
    ['SupervisedPeerAssessmentWorkflow', true],
    ['SupervisedCoordinatorsAssessmentWorkflow', true],
    ['ShowcaseWorkflow', true],
  ])('%s has a preview step: %s (hidden for the group homepage and ePortfolio only)', (workflow, expected) => {
    expect(workflowHasPreview(workflow)).toBe(expected);
  });
});
