import type { WorkflowId } from '../workflows/workflow-catalogue';

/** Maximum pages in the template editor: 15 (assessment, form, homepage) (spec 2 §2, §9). */
export const TEMPLATE_EDITOR_MAX_PAGES = 15;
/** The page-layout composer's maximum, 30 (spec 3 §5, §9). */
export const PAGE_COMPOSER_MAX_PAGES = 30;

/**
 * The page limit of a template. Spec 2 gives 15 for assessment, form and homepage templates (internship
 * templates are assessed, so 15 as well). ePortfolio and showcase templates are built in the page-layout
 * composer, whose limit is 30 (spec 3 §5) — the choice for the two workflows spec 2 does not list.
 */
export function templateMaxPages(workflowId: WorkflowId): number {
  return workflowId === 'EportfolioWorkflow' || workflowId === 'ShowcaseWorkflow'
    ? PAGE_COMPOSER_MAX_PAGES
    : TEMPLATE_EDITOR_MAX_PAGES;
}

/** Whether another page may be added; when not, 'You have already added the maximum number ({n}) of pages.' */
export function canAddTemplatePage(workflowId: WorkflowId, pageCount: number): boolean {
  return pageCount < templateMaxPages(workflowId);
}
