import type { WorkflowId } from '../workflows/workflow-catalogue';
import { isFormWorkflow } from '../workflows/workflow-catalogue';

/** Template editor steps, in order (spec 1 §2, spec 2 §2). */
export const TEMPLATE_EDITOR_STEPS = ['create-content', 'choose-theme', 'settings', 'preview'] as const;
export type TemplateEditorStep = (typeof TEMPLATE_EDITOR_STEPS)[number];

/**
 * Evidence editor steps (spec 1 §2, spec 2 §2). Nothing reads them yet: the evidence editor will (its
 * behaviour test arrives with it).
 */
export const EVIDENCE_EDITOR_STEPS = ['create-content', 'edit-description'] as const;

/**
 * Whether a step is shown for a workflow (spec 1 §2, spec 2 §2): settings hidden for the group homepage and
 * both form workflows; preview hidden for group homepage and eportfolio; theme hidden for group homepage.
 */
export function isTemplateEditorStepVisible(workflowId: WorkflowId, step: TemplateEditorStep): boolean {
  switch (step) {
    case 'settings':
      return workflowId !== 'GroupHomepageWorkflow' && !isFormWorkflow(workflowId);
    case 'preview':
      return workflowId !== 'GroupHomepageWorkflow' && workflowId !== 'EportfolioWorkflow';
    case 'choose-theme':
      return workflowId !== 'GroupHomepageWorkflow';
    case 'create-content':
      return true;
  }
}

export function templateEditorSteps(workflowId: WorkflowId): TemplateEditorStep[] {
  return TEMPLATE_EDITOR_STEPS.filter((step) => isTemplateEditorStepVisible(workflowId, step));
}

/**
 * A step's label key: choose-theme is called Design for ePortfolio workflows (spec 1 §2, spec 2 §2);
 * the other labels are not given and were chosen.
 */
const STEP_LABEL_KEYS = {
  'create-content': 'templates.step.create_content',
  'choose-theme': 'templates.step.choose_theme',
  settings: 'templates.step.settings',
  preview: 'templates.step.preview',
} as const satisfies Record<TemplateEditorStep, string>;

export type TemplateEditorStepLabelKey = (typeof STEP_LABEL_KEYS)[TemplateEditorStep] | 'templates.step.design';

export function templateEditorStepLabelKey(
  workflowId: WorkflowId,
  step: TemplateEditorStep,
): TemplateEditorStepLabelKey {
  if (step === 'choose-theme' && workflowId === 'EportfolioWorkflow') return 'templates.step.design';
  return STEP_LABEL_KEYS[step];
}
