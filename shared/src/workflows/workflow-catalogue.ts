/**
 * The eleven workflows (spec 1 §3 "Workflow names", spec 2 §3 "Template workflows"): their ids, display
 * names, template kinds and the families the rules of spec 1 §4–6 speak of ("supervised", "observational",
 * "form", "internship").
 */
export const WORKFLOW_IDS = [
  'EportfolioWorkflow',
  'FormWorkflow',
  'InternshipFormWorkflow',
  'InternshipWorkflow',
  'InternshipObservationalWorkflow',
  'ObservationalAssessmentWorkflow',
  'GroupHomepageWorkflow',
  'SupervisedAssessmentWorkflow',
  'SupervisedPeerAssessmentWorkflow',
  'SupervisedCoordinatorsAssessmentWorkflow',
  'ShowcaseWorkflow',
] as const;

export type WorkflowId = (typeof WORKFLOW_IDS)[number];

/** Template kinds (spec 1 §3). */
export const TEMPLATE_KINDS = ['form', 'group_homepage', 'internship', 'eportfolio', 'assignment_template'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface WorkflowDefinition {
  id: WorkflowId;
  /** The display name exactly as spec 1 §3 lists it. */
  name: string;
  /**
   * The template kind. The spec lists the kinds but not the mapping; chosen as a user would read them:
   * the form workflow is a form, both internship-family workflows that are not the plain form go with
   * internship, the internship form is filed under internship too (it is created inside internship
   * courses), the showcase is an ePortfolio, and every assessed activity is an assignment template. Nothing
   * reads it yet: template creation will (its behaviour test arrives with it).
   */
  templateKind: TemplateKind;
  /**
   * True for the workflows spec 2 §3 lists as template workflows (the showcase workflow is not one). Nothing
   * reads it yet: the template editor's workflow choice will (its behaviour test arrives with it).
   */
  isTemplateWorkflow: boolean;
}

export const WORKFLOWS: Readonly<Record<WorkflowId, WorkflowDefinition>> = {
  SupervisedPeerAssessmentWorkflow: {
    id: 'SupervisedPeerAssessmentWorkflow',
    name: 'Supervised Peer Assessment',
    templateKind: 'assignment_template',
    isTemplateWorkflow: true,
  },
  SupervisedAssessmentWorkflow: {
    id: 'SupervisedAssessmentWorkflow',
    name: 'Supervised Assessment',
    templateKind: 'assignment_template',
    isTemplateWorkflow: true,
  },
  SupervisedCoordinatorsAssessmentWorkflow: {
    id: 'SupervisedCoordinatorsAssessmentWorkflow',
    name: 'Supervised Coordinators Assessment',
    templateKind: 'assignment_template',
    isTemplateWorkflow: true,
  },
  GroupHomepageWorkflow: {
    id: 'GroupHomepageWorkflow',
    name: 'Group Homepage',
    templateKind: 'group_homepage',
    isTemplateWorkflow: true,
  },
  FormWorkflow: { id: 'FormWorkflow', name: 'Form', templateKind: 'form', isTemplateWorkflow: true },
  ObservationalAssessmentWorkflow: {
    id: 'ObservationalAssessmentWorkflow',
    name: 'Observational Assessment',
    templateKind: 'assignment_template',
    isTemplateWorkflow: true,
  },
  ShowcaseWorkflow: { id: 'ShowcaseWorkflow', name: 'Showcase', templateKind: 'eportfolio', isTemplateWorkflow: false },
  InternshipWorkflow: {
    id: 'InternshipWorkflow',
    name: 'Internship',
    templateKind: 'internship',
    isTemplateWorkflow: true,
  },
  InternshipObservationalWorkflow: {
    id: 'InternshipObservationalWorkflow',
    name: 'Internship Observational',
    templateKind: 'internship',
    isTemplateWorkflow: true,
  },
  InternshipFormWorkflow: {
    id: 'InternshipFormWorkflow',
    name: 'Internship Form',
    templateKind: 'internship',
    isTemplateWorkflow: true,
  },
  EportfolioWorkflow: {
    id: 'EportfolioWorkflow',
    name: 'Eportfolio',
    templateKind: 'eportfolio',
    isTemplateWorkflow: true,
  },
};

export function isWorkflowId(value: string): value is WorkflowId {
  return (WORKFLOW_IDS as readonly string[]).includes(value);
}

/** The workflow whose display name is `name` (spec 1 §3 lists both; templates may carry either). */
export function workflowIdFromName(name: string): WorkflowId | undefined {
  const wanted = name.trim().toLowerCase();
  return WORKFLOW_IDS.find((id) => WORKFLOWS[id].name.toLowerCase() === wanted);
}

/** Supervised workflows (spec 1 §4 auto-save, §6 plagiarism option). */
export const SUPERVISED_WORKFLOWS: readonly WorkflowId[] = [
  'SupervisedAssessmentWorkflow',
  'SupervisedPeerAssessmentWorkflow',
  'SupervisedCoordinatorsAssessmentWorkflow',
];

/** Observational workflows: Awaiting submission is hidden for them (spec 1 §4, spec 2 §4). */
export const OBSERVATIONAL_WORKFLOWS: readonly WorkflowId[] = [
  'ObservationalAssessmentWorkflow',
  'InternshipObservationalWorkflow',
];

/** "Both form workflows" (spec 1 §2, spec 2 §2): Awaiting assessment and the settings tab are hidden for them. */
export const FORM_WORKFLOWS: readonly WorkflowId[] = ['FormWorkflow', 'InternshipFormWorkflow'];

/** Internship workflows (spec 1 §6 roles_allowed_move_to_done, plagiarism option). */
export const INTERNSHIP_WORKFLOWS: readonly WorkflowId[] = [
  'InternshipWorkflow',
  'InternshipObservationalWorkflow',
  'InternshipFormWorkflow',
];

/**
 * Workflows without an assessment step: the work is published by its author, nobody assesses it.
 * Spec 3 §4: the Eportfolio workflow's result is draft or published; the showcase is saved or advanced;
 * the group homepage is edited by the group's owners (spec 1 §6 owner/member).
 */
export const UNASSESSED_WORKFLOWS: readonly WorkflowId[] = [
  'EportfolioWorkflow',
  'ShowcaseWorkflow',
  'GroupHomepageWorkflow',
];

export const isSupervisedWorkflow = (id: WorkflowId): boolean => SUPERVISED_WORKFLOWS.includes(id);
export const isObservationalWorkflow = (id: WorkflowId): boolean => OBSERVATIONAL_WORKFLOWS.includes(id);
export const isFormWorkflow = (id: WorkflowId): boolean => FORM_WORKFLOWS.includes(id);
export const isInternshipWorkflow = (id: WorkflowId): boolean => INTERNSHIP_WORKFLOWS.includes(id);
export const isAssessedWorkflow = (id: WorkflowId): boolean => !UNASSESSED_WORKFLOWS.includes(id);
