import { recordRubricUse } from '../../../functions/src/ports/rubrics';

/**
 * Stands in for a template that takes a rubric (issue 9: "or a test fixture stands in until templates
 * exist"): records one use through the rubrics port, against the e2e cloud's table (its global setup put the
 * table's address in the environment), exactly as the templates context will.
 */
export async function recordTemplateUse(organizationId: string, rubricId: string): Promise<void> {
  const outcome = await recordRubricUse(organizationId, rubricId);
  if (outcome !== 'used') throw new Error(`cannot record a use of ${rubricId}: ${outcome}`);
}
